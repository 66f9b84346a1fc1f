import "./cambodia-map.css";
import { Box, Text } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import type { MapAreas, MapMarker, MapPosition } from "./map-types";

// MapLibre (about 250 kB of script), its CSS and its worker load only when a map is on screen.
const MapCanvas = lazy(() => import("./map-canvas"));

/** Phnom Penh, at a zoom that shows the whole country. */
const CAMBODIA_VIEW = { center: { longitude: 104.99, latitude: 12.56 }, zoom: 5.6 } as const;

function canDrawWebGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/**
 * A map of Cambodia (the built-in basemap, with street tiles where set) marking some points. It draws
 * in the browser only; until then, and where it cannot be drawn, the page shows `fallback`, which
 * should say in words what the map shows.
 */
export function CambodiaMap({
  label,
  markers,
  center = CAMBODIA_VIEW.center,
  zoom = CAMBODIA_VIEW.zoom,
  height = 320,
  fallback,
  areas,
  onPick,
}: {
  /** The map's accessible name, e.g. "Where the engineer is". */
  label: string;
  markers: readonly MapMarker[];
  center?: MapPosition;
  zoom?: number;
  height?: number;
  fallback: ReactNode;
  areas?: MapAreas;
  onPick?: (position: MapPosition) => void;
}) {
  const [state, setState] = useState<"waiting" | "drawing" | "unavailable">("waiting");
  useEffect(() => setState(canDrawWebGl() ? "drawing" : "unavailable"), []);
  const markUnavailable = useCallback(() => setState("unavailable"), []);
  return (
    <Box
      className="cambodia-map"
      role="region"
      aria-label={label}
      data-testid="map"
      data-map-state={state}
      h={height}
    >
      {state === "drawing" ? (
        <Suspense fallback={null}>
          <MapCanvas
            center={center}
            zoom={zoom}
            markers={markers}
            areas={areas}
            onPick={onPick}
            onUnavailable={markUnavailable}
          />
        </Suspense>
      ) : null}
      {state === "unavailable" ? (
        <Text className="cambodia-map-fallback" size="sm">
          {fallback}
        </Text>
      ) : null}
    </Box>
  );
}
