import type { FeatureCollection } from "geojson";
import "maplibre-gl/dist/maplibre-gl.css";
import { brand } from "@isp/brand";
import { GetBasemapCall, type MapTiles } from "@isp/contracts/map/get-basemap";
import {
  AttributionControl,
  Layer,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Source,
} from "@vis.gl/react-maplibre";
import { setWorkerUrl } from "maplibre-gl";
// The worker is its own file: maplibre-gl looks for it beside its own module, which bundling moves.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useState } from "react";
import { callApi } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";
import { basemapStyle, provinceLabelsOf } from "./basemap-style";
import basemapUrl from "./cambodia-basemap.json?url";
import type { MapMarker, MapViewProps } from "./map-types";

setWorkerUrl(workerUrl);

/** Province names crowd a whole-country view on a phone; from this zoom they have room. */
const PROVINCE_LABEL_MIN_ZOOM = 6.4;
/**
 * Without street tiles, closer than this shows one flat province: the map stays where outlines and
 * names give a place its bearings.
 */
const BASEMAP_MAX_ZOOM = 10;

/** Coverage areas in the brand's purple. */
const AREA_COLOUR = brand.primaryShades[6];

type Basemap = { data: FeatureCollection; tiles: MapTiles | null };

let basemapPromise: Promise<Basemap> | undefined;

/**
 * The basemap (a static file of the web app) and the tile setting, fetched once per page: a map
 * shown again, or a second map, reuses them. A failed fetch is asked again next time.
 */
function loadBasemap(language: string): Promise<Basemap> {
  basemapPromise ??= Promise.all([
    fetch(basemapUrl).then((response) => {
      if (!response.ok) throw new Error(`basemap: HTTP ${response.status}`);
      return response.json() as Promise<FeatureCollection>;
    }),
    callApi(GetBasemapCall, { language: language as "km" }).then(
      (answer) => answer.data.tiles,
      // Without the setting the basemap still stands: streets are extra.
      () => null,
    ),
  ]).then(([data, tiles]) => ({ data, tiles }));
  basemapPromise.catch(() => {
    basemapPromise = undefined;
  });
  return basemapPromise;
}

function MarkerPin({ marker }: { marker: MapMarker }) {
  return (
    <Marker longitude={marker.longitude} latitude={marker.latitude} anchor="bottom">
      <div
        className={`map-marker map-marker--${marker.tone ?? "primary"}`}
        data-testid="map-marker"
        role="img"
        aria-label={marker.label}
        title={marker.label}
      >
        <span className="map-marker-dot" />
      </div>
    </Marker>
  );
}

/** The MapLibre map itself (loaded on demand by cambodia-map.tsx, with its CSS and worker). */
export default function MapCanvas({ center, zoom, markers, areas, onPick, onUnavailable }: MapViewProps) {
  const { i18n } = useTranslation();
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [currentZoom, setCurrentZoom] = useState(zoom);
  useEffect(() => {
    let isCurrent = true;
    loadBasemap(i18n.language).then(
      (loaded) => isCurrent && setBasemap(loaded),
      () => isCurrent && onUnavailable(),
    );
    return () => {
      isCurrent = false;
    };
  }, [i18n.language, onUnavailable]);
  const style = useMemo(() => basemap && basemapStyle(basemap.data, basemap.tiles), [basemap]);
  const labels = useMemo(
    () => (basemap ? provinceLabelsOf(basemap.data, i18n.language) : []),
    [basemap, i18n.language],
  );
  if (!style) return null;
  return (
    <MapLibreMap
      initialViewState={{
        longitude: center.longitude,
        latitude: center.latitude,
        zoom: basemap?.tiles ? zoom : Math.min(zoom, BASEMAP_MAX_ZOOM),
      }}
      mapStyle={style}
      minZoom={4}
      maxZoom={basemap?.tiles ? 18 : BASEMAP_MAX_ZOOM + 1}
      attributionControl={false}
      dragRotate={false}
      cooperativeGestures={false}
      onZoom={(event) => setCurrentZoom(event.viewState.zoom)}
      onClick={
        onPick ? (event) => onPick({ longitude: event.lngLat.lng, latitude: event.lngLat.lat }) : undefined
      }
      cursor={onPick ? "crosshair" : undefined}
      onError={(event) => {
        // WebGL missing or refused: the page shows what the map would have.
        if (/webgl/i.test(String(event.error?.message))) onUnavailable();
      }}
      style={{ width: "100%", height: "100%" }}
    >
      <NavigationControl position="top-right" showCompass={false} />
      {areas ? (
        <Source id="areas" type="geojson" data={areas}>
          <Layer id="areas-fill" type="fill" paint={{ "fill-color": AREA_COLOUR, "fill-opacity": 0.25 }} />
          <Layer id="areas-line" type="line" paint={{ "line-color": AREA_COLOUR, "line-width": 1.5 }} />
        </Source>
      ) : null}
      <AttributionControl position="bottom-right" compact />
      {currentZoom >= PROVINCE_LABEL_MIN_ZOOM &&
        labels.map((label) => (
          <Marker key={label.code} longitude={label.longitude} latitude={label.latitude} anchor="center">
            <span className="map-province-label" aria-hidden="true">
              {label.name}
            </span>
          </Marker>
        ))}
      {markers.map((marker) => (
        <MarkerPin key={marker.id} marker={marker} />
      ))}
    </MapLibreMap>
  );
}
