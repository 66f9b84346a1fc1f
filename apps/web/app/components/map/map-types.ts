/** A point the map marks (an engineer, a branch), named for screen readers and on hover. */
export type MapMarker = {
  id: string;
  longitude: number;
  latitude: number;
  label: string;
  tone?: "primary" | "accent";
};

export type MapPosition = { longitude: number; latitude: number };

export type MapViewProps = {
  center: MapPosition;
  zoom: number;
  markers: readonly MapMarker[];
  /** Called when the map cannot be drawn here (no WebGL, basemap not reachable). */
  onUnavailable: () => void;
};
