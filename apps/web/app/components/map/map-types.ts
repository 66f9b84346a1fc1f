import type { FeatureCollection } from "geojson";

/** A point the map marks (an engineer, a branch), named for screen readers and on hover. */
export type MapMarker = {
  id: string;
  longitude: number;
  latitude: number;
  label: string;
  tone?: "primary" | "accent";
};

export type MapPosition = { longitude: number; latitude: number };

/** Shapes drawn over the basemap (coverage areas): a GeoJSON feature collection of polygons. */
export type MapAreas = FeatureCollection;

export type MapViewProps = {
  center: MapPosition;
  zoom: number;
  markers: readonly MapMarker[];
  areas?: MapAreas | undefined;
  /** Called with the point a visitor clicks or taps; without it the map only shows. */
  onPick?: ((position: MapPosition) => void) | undefined;
  /** Called when the map cannot be drawn here (no WebGL, basemap not reachable). */
  onUnavailable: () => void;
};
