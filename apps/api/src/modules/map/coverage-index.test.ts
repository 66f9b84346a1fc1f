import { describe, expect, it } from "vitest";
import { CoverageIndex } from "./coverage-index";

// A 10 × 10 square with a 2 × 2 hole in its middle, and a two-part area: two unit squares apart.
const square = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
] as [number, number][];
const hole = [
  [4, 4],
  [4, 6],
  [6, 6],
  [6, 4],
  [4, 4],
] as [number, number][];
const unit = (x: number, y: number) =>
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ] as [number, number][];

const index = new CoverageIndex([
  { id: "town", geometry: { type: "Polygon", coordinates: [square, hole] } },
  { id: "islands", geometry: { type: "MultiPolygon", coordinates: [[unit(20, 0)], [unit(30, 5)]] } },
]);

describe("the coverage index", () => {
  it.each([
    ["inside", 1, 1, "town"],
    ["on an outer edge", 10, 5, "town"],
    ["on a vertex", 0, 0, "town"],
    ["inside the hole", 5, 5, null],
    ["on the hole's edge", 4, 5, "town"],
    ["just outside", 10.000001, 5, null],
    ["in the first part of a multipolygon", 20.5, 0.5, "islands"],
    ["in its second part", 30.5, 5.5, "islands"],
    ["between its parts, inside their joint bounding box", 25, 3, null],
    ["far away", -50, 80, null],
  ])("%s: (%d, %d) → %s", (_case, x, y, expected) => {
    expect(index.areaAt(x, y)).toBe(expected);
  });

  it("answers the first area in order where areas overlap", () => {
    const overlapping = new CoverageIndex([
      { id: "first", geometry: { type: "Polygon", coordinates: [unit(0, 0)] } },
      { id: "second", geometry: { type: "Polygon", coordinates: [unit(0, 0)] } },
    ]);
    expect(overlapping.areaAt(0.5, 0.5)).toBe("first");
  });

  it("holds no area without failing", () => {
    expect(new CoverageIndex([]).areaAt(1, 1)).toBeNull();
  });
});
