import { readFileSync } from "node:fs";
import type { FeatureCollection } from "geojson";
import { describe, expect, it } from "vitest";
import { basemapStyle, provinceLabelsOf } from "./basemap-style";

const basemap = JSON.parse(
  readFileSync(new URL("./cambodia-basemap.json", import.meta.url), "utf8"),
) as FeatureCollection;

describe("the Cambodia basemap", () => {
  it("ships the country, land and every province of the source with a label in both scripts", () => {
    const kinds = basemap.features.map((feature) => feature.properties?.kind);
    expect(kinds.filter((kind) => kind === "country")).toHaveLength(1);
    expect(kinds.filter((kind) => kind === "land")).toHaveLength(1);
    // Natural Earth's 24 (Tboung Khmum lies within Kampong Cham's outline there).
    expect(kinds.filter((kind) => kind === "province")).toHaveLength(24);
    const inKhmer = provinceLabelsOf(basemap, "km");
    const inLatin = provinceLabelsOf(basemap, "en");
    expect(inKhmer.find((label) => label.code === "12")?.name).toBe("ភ្នំពេញ");
    expect(inLatin.find((label) => label.code === "12")?.name).toBe("Phnom Penh");
    for (const label of inLatin) {
      expect(label.longitude).toBeGreaterThan(102.3);
      expect(label.longitude).toBeLessThan(107.7);
      expect(label.latitude).toBeGreaterThan(10.4);
      expect(label.latitude).toBeLessThan(14.7);
    }
  });

  it("needs nothing from the internet without a tile server, and draws streets under it with one", () => {
    const offline = basemapStyle(basemap, null);
    expect(Object.keys(offline.sources)).toEqual(["basemap"]);
    expect(offline.layers.map((layer) => layer.id)).toContain("land");
    expect(offline.glyphs).toBeUndefined();

    const online = basemapStyle(basemap, {
      url: "https://tiles.example.net/{z}/{x}/{y}.png",
      attribution: "© OSM",
    });
    expect(online.sources.streets).toMatchObject({
      type: "raster",
      tiles: ["https://tiles.example.net/{z}/{x}/{y}.png"],
    });
    const ids = online.layers.map((layer) => layer.id);
    expect(ids).not.toContain("land");
    expect(ids.indexOf("streets")).toBeLessThan(ids.indexOf("province-lines"));
  });
});
