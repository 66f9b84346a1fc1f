import { describe, expect, it } from "vitest";
import { loadSeedBranches, loadSeedCoverage } from "./seed-map";

describe("the seeded coverage and branches", () => {
  it("close every ring of every area and name each area in three languages", async () => {
    const areas = await loadSeedCoverage();
    expect(new Set(areas.map((area) => area.id)).size).toBe(areas.length);
    for (const area of areas) {
      expect(Object.keys(area.name).sort(), area.id).toEqual(["en", "km", "zh"]);
      const polygons =
        area.geometry.type === "Polygon" ? [area.geometry.coordinates] : area.geometry.coordinates;
      for (const ring of polygons.flat()) expect(ring.at(-1), area.id).toEqual(ring[0]);
    }
  });

  it("give each branch an address and opening hours in three languages", async () => {
    const branches = await loadSeedBranches();
    expect(new Set(branches.map((branch) => branch.id)).size).toBe(branches.length);
    for (const branch of branches) {
      for (const field of [branch.name, branch.address, branch.openingHours]) {
        expect(Object.keys(field).sort()).toEqual(["en", "km", "zh"]);
      }
    }
  });
});
