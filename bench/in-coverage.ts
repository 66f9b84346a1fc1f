/**
 * The coverage check (`npm run bench`): `map/in_coverage` throughput in process (the flatbush index
 * with exact point-in-polygon) and its latency over HTTP on 127.0.0.1, with the seeded areas and with
 * 10,000 generated polygons added. It runs the API in this process on a fresh embedded database.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CoverageIndex, type IndexedArea } from "../apps/api/src/modules/map/coverage-index";
import { loadSeedCoverage } from "../apps/api/src/modules/map/seed/seed-map";
import { coverageAreas } from "../apps/api/src/modules/map/tables";
import { createTestApp } from "../apps/api/src/test/test-app";

const GENERATED_AREAS = 10_000;
const IN_PROCESS_CHECKS = 500_000;
const HTTP_REQUESTS = 3_000;
// Cambodia's bounding box: points and generated areas fall inside it.
const BOX = { west: 102.3, east: 107.7, south: 10.4, north: 14.7 };

type Latency = { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
export type InCoverageFigures = {
  areas: number;
  polygons: number;
  inProcess: { checks: number; checksPerSecond: number; covered: number };
  http: Latency;
};

/** A deterministic pseudo-random sequence, so runs check the same points. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Rough town-sized polygons (about 1-3 km across, 12 corners) scattered over the country. */
function generatedAreas(count: number): IndexedArea[] {
  const next = random(42);
  return Array.from({ length: count }, (_, index) => {
    const lng = BOX.west + next() * (BOX.east - BOX.west);
    const lat = BOX.south + next() * (BOX.north - BOX.south);
    const radius = 0.005 + next() * 0.01;
    const ring = Array.from({ length: 12 }, (_, corner) => {
      const angle = (2 * Math.PI * corner) / 12;
      const scale = radius * (0.7 + next() * 0.6);
      return [lng + scale * Math.cos(angle), lat + scale * Math.sin(angle)] as [number, number];
    });
    ring.push(ring[0] as [number, number]);
    return { id: `generated-${index}`, geometry: { type: "Polygon", coordinates: [ring] } };
  });
}

function points(count: number): Array<[number, number]> {
  const next = random(7);
  return Array.from({ length: count }, () => [
    BOX.west + next() * (BOX.east - BOX.west),
    BOX.south + next() * (BOX.north - BOX.south),
  ]);
}

function measureInProcess(areas: IndexedArea[]) {
  const index = new CoverageIndex(areas);
  const checks = points(IN_PROCESS_CHECKS);
  let covered = 0;
  const started = process.hrtime.bigint();
  for (const [lng, lat] of checks) if (index.areaAt(lng, lat) !== null) covered++;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { checks: checks.length, checksPerSecond: Math.round(checks.length / seconds), covered };
}

/** One client, one request at a time, keep-alive: the time a visitor's check takes, not queueing. */
async function measureHttp(origin: string): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (lng: number, lat: number) =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get(`${origin}/map-api/api/v1/map/in_coverage?lat=${lat}&lng=${lng}`, { agent }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== 200) reject(new Error(`in_coverage answered ${response.statusCode}`));
            else resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        })
        .on("error", reject);
    });
  const checks = points(HTTP_REQUESTS + 200);
  for (const [lng, lat] of checks.slice(0, 200)) await ask(lng, lat);
  const durations: number[] = [];
  for (const [lng, lat] of checks.slice(200)) durations.push(await ask(lng, lat));
  agent.destroy();
  durations.sort((a, b) => a - b);
  const at = (share: number) => durations[Math.max(0, Math.ceil(share * durations.length) - 1)] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { requests: durations.length, p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(at(1)) };
}

async function measure(extra: IndexedArea[]): Promise<InCoverageFigures> {
  const ctx = await createTestApp({ seed: true });
  try {
    if (extra.length > 0) {
      const rows = extra.map((area, index) => ({
        ...area,
        position: 1_000 + index,
        name: { en: area.id },
        districts: [],
      }));
      for (let start = 0; start < rows.length; start += 1_000) {
        await ctx.db.insert(coverageAreas).values(rows.slice(start, start + 1_000));
      }
    }
    await ctx.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const seeded = (await loadSeedCoverage()).map(({ id, geometry }) => ({ id, geometry }));
    const areas = [...seeded, ...extra];
    const polygons = areas.reduce(
      (sum, area) => sum + (area.geometry.type === "Polygon" ? 1 : area.geometry.coordinates.length),
      0,
    );
    return {
      areas: areas.length,
      polygons,
      inProcess: measureInProcess(areas),
      http: await measureHttp(`http://127.0.0.1:${port}`),
    };
  } finally {
    await ctx.close();
  }
}

/** The seeded areas alone, then with 10,000 generated polygons. */
export async function measureInCoverage(): Promise<{
  seeded: InCoverageFigures;
  generated: InCoverageFigures;
}> {
  return { seeded: await measure([]), generated: await measure(generatedAreas(GENERATED_AREAS)) };
}
