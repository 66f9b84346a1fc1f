import type { CoverageGeometry } from "@isp/contracts/map/list-coverage";
import Flatbush from "flatbush";
import pointInPolygon from "point-in-polygon-hao";

export type IndexedArea = { id: string; geometry: CoverageGeometry };

/** Rings of [longitude, latitude]: the outer one first, then its holes. */
type Polygon = [number, number][][];

function polygonsOf(geometry: CoverageGeometry): Polygon[] {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

/**
 * Answers "which area holds this point" for many areas fast: a flatbush R-tree of every polygon's
 * bounding box finds the few candidates, and an exact point-in-polygon test (holes included) decides.
 * A point on an area's edge counts as covered: an address on the boundary street is served.
 */
export class CoverageIndex {
  private readonly index: Flatbush | null;
  private readonly entries: { areaId: string; polygon: Polygon }[];

  constructor(areas: readonly IndexedArea[]) {
    this.entries = areas.flatMap((area) =>
      polygonsOf(area.geometry).map((polygon) => ({ areaId: area.id, polygon })),
    );
    if (this.entries.length === 0) {
      this.index = null;
      return;
    }
    const index = new Flatbush(this.entries.length);
    for (const { polygon } of this.entries) {
      const outer = polygon[0] ?? [];
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const [x, y] of outer) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
      index.add(minX, minY, maxX, maxY);
    }
    index.finish();
    this.index = index;
  }

  /** The id of the first area (in seed order) holding the point, or null. */
  areaAt(longitude: number, latitude: number): string | null {
    if (!this.index) return null;
    const candidates = this.index.search(longitude, latitude, longitude, latitude).sort((a, b) => a - b);
    for (const candidate of candidates) {
      const entry = this.entries[candidate];
      if (entry && pointInPolygon([longitude, latitude], entry.polygon) !== false) return entry.areaId;
    }
    return null;
  }
}
