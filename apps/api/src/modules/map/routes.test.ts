import { parseEnv } from "@isp/contracts/env";
import { GetBasemapCall } from "@isp/contracts/map/get-basemap";
import { CommuneCoverageCall, InCoverageCall } from "@isp/contracts/map/in-coverage";
import { ListBranchPointsCall } from "@isp/contracts/map/list-branch-points";
import { ListCoverageCall } from "@isp/contracts/map/list-coverage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../config";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";

describe("map settings (map-api)", () => {
  it("has no tile server by default: the built-in basemap stands alone", async () => {
    const ctx = await createTestApp({ seed: false });
    try {
      expect(await callOk(ctx.app, GetBasemapCall)).toEqual({ data: { tiles: null } });
    } finally {
      await ctx.close();
    }
  });

  it("gives MAP_TILE_URL and its credit, and lets pages load tiles from its origin", async () => {
    const env = parseEnv({
      MAP_TILE_URL: "https://tiles.example.net/osm/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
      CAPTCHA_SECRET: "x".repeat(32),
    });
    const { mapTiles } = await configFromEnv(env, "pglite");
    const ctx = await createTestApp({ seed: false, config: { mapTiles } });
    try {
      const response = await ctx.app.inject({ method: "GET", url: "/map-api/api/v1/basemap" });
      expect(response.json()).toEqual({
        data: {
          tiles: {
            url: "https://tiles.example.net/osm/{z}/{x}/{y}.png",
            attribution: "© OpenStreetMap contributors",
          },
        },
      });
      // The pages' policy, which the API explorer's page has too.
      const page = await ctx.app.inject({ method: "GET", url: "/docs" });
      const policy = String(page.headers["content-security-policy"]);
      expect(policy).toMatch(/img-src [^;]*https:\/\/tiles\.example\.net/);
      expect(policy).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.net/);
    } finally {
      await ctx.close();
    }
  });

  it("refuses a tile URL without {z}, {x} and {y} at start-up", () => {
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example.net/osm.png" })).toThrow(/MAP_TILE_URL/);
  });
});

describe.each(testDatabaseKinds())("coverage and branches (map-api) on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const check = (lat: number, lng: number, language: "km" | "en" = "en") =>
    callOk(ctx.app, InCoverageCall, { query: { lat, lng }, language });

  it("answers the coverage areas as GeoJSON, named in the caller's language", async () => {
    const { coverage } = await callOk(ctx.app, ListCoverageCall, { language: "km" });
    expect(coverage.type).toBe("FeatureCollection");
    expect(coverage.features.map((area) => area.id)).toContain("phnom-penh");
    expect(coverage.features.find((area) => area.id === "phnom-penh")?.properties.name).toBe("ភ្នំពេញ");
    expect(coverage.features.some((area) => area.geometry.type === "MultiPolygon")).toBe(true);
  });

  it("says whether a point is covered, and in which area", async () => {
    // Wat Phnom, central Phnom Penh; Koh Rong (the island part of Sihanoukville's area); Kratie, not served.
    expect((await check(11.5764, 104.9231)).data).toEqual({
      inCoverage: true,
      area: { id: "phnom-penh", name: "Phnom Penh" },
    });
    expect((await check(10.725, 103.239, "km")).data.area?.name).toBe("ក្រុងព្រះសីហនុ និងកោះរ៉ុង");
    expect((await check(12.4881, 106.0188)).data).toEqual({ inCoverage: false, area: null });
    // The wetland hole inside Phnom Penh's area is not served.
    expect((await check(11.505, 104.905)).data.inCoverage).toBe(false);
  });

  it("says whether a commune is served, for a check by address", async () => {
    // Sangkat Tonle Bassac (Chamkar Mon, Phnom Penh); a commune of Kratie, not served.
    const served = await callOk(ctx.app, CommuneCoverageCall, { params: { code: "120101" }, language: "en" });
    expect(served.data).toEqual({ inCoverage: true, area: { id: "phnom-penh", name: "Phnom Penh" } });
    const notServed = await callOk(ctx.app, CommuneCoverageCall, { params: { code: "100101" } });
    expect(notServed.data).toEqual({ inCoverage: false, area: null });
    for (const code of ["12010", "1201011", "abcdef", "%00", " 120101"]) {
      const { status } = await injectCall(ctx.app, CommuneCoverageCall, { params: { code } });
      expect(status, code).toBe(400);
    }
  });

  it("has every branch inside the coverage", async () => {
    const { points } = await callOk(ctx.app, ListBranchPointsCall, { language: "en" });
    expect(points.length).toBeGreaterThan(5);
    expect(points[0]).toMatchObject({
      name: "Head office, Phnom Penh",
      phones: ["+855 23 888 168"],
    });
    for (const point of points) {
      expect((await check(point.latitude, point.longitude)).data.inCoverage, point.name).toBe(true);
    }
  });

  it("refuses coordinates that are missing, out of range or not numbers", async () => {
    for (const query of [
      "",
      "lat=11.5",
      "lng=104.9",
      "lat=91&lng=104",
      "lat=11&lng=-181",
      "lat=abc&lng=104",
      "lat=11&lng=",
      "lat=1e400&lng=104",
      "lat=NaN&lng=104",
      "lat=11&lng=104&lat=12",
    ]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/map-api/api/v1/map/in_coverage?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const { status } = await injectCall(ctx.app, InCoverageCall, { query: { lat: 11.5, lng: 104.9 } });
    expect(status).toBe(200);
  });
});
