import { parseEnv } from "@isp/contracts/env";
import { GetBasemapCall } from "@isp/contracts/map/get-basemap";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../../config";
import { callOk } from "../../test/inject-call";
import { createTestApp } from "../../test/test-app";

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
      const policy = String(response.headers["content-security-policy"]);
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
