// Writes the seed Lottie animations (our own, drawn as data): a signal pulse and a "typing" support
// bubble. Run once; the JSON files are committed: node --import tsx scripts/make-seed-animations.ts
import { writeFile } from "node:fs/promises";

const out = "apps/api/src/modules/content/seed/media";
const PURPLE = [0.416, 0.141, 0.624, 1];
const GOLD = [0.961, 0.773, 0.259, 1];
const ease = { i: { x: [0.4], y: [1] }, o: { x: [0.6], y: [0] } };
const still = (value: number | number[]) => ({ a: 0, k: value });
const keyed = (frames: [number, number[]][]) => ({
  a: 1,
  k: frames.map(([t, s]) => ({ t, s, ...ease })),
});
const transform = {
  ty: "tr",
  p: still([0, 0]),
  a: still([0, 0]),
  s: still([100, 100]),
  r: still(0),
  o: still(100),
};

function layer(index: number, shapes: unknown[], ks: Record<string, unknown>, start = 0) {
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: `layer ${index}`,
    sr: 1,
    ks: {
      o: still(100),
      r: still(0),
      p: still([48, 48, 0]),
      a: still([0, 0, 0]),
      s: still([100, 100, 100]),
      ...ks,
    },
    ao: 0,
    shapes,
    ip: 0,
    op: 90,
    st: start,
    bm: 0,
  };
}

const ring = {
  ty: "gr",
  it: [
    { ty: "el", p: still([0, 0]), s: still([80, 80]), d: 1 },
    { ty: "st", c: still(PURPLE), o: still(100), w: still(4), lc: 2, lj: 2 },
    transform,
  ],
};
const dot = (size: number, color: number[]) => ({
  ty: "gr",
  it: [
    { ty: "el", p: still([0, 0]), s: still([size, size]), d: 1 },
    { ty: "fl", c: still(color), o: still(100) },
    transform,
  ],
});
const pulse = (index: number, start: number) =>
  layer(
    index,
    [ring],
    {
      o: keyed([
        [0, [90]],
        [60, [0]],
      ]),
      s: keyed([
        [0, [15, 15, 100]],
        [60, [110, 110, 100]],
      ]),
    },
    start,
  );

const signal = {
  v: "5.7.4",
  fr: 30,
  ip: 0,
  op: 90,
  w: 96,
  h: 96,
  nm: "signal",
  ddd: 0,
  assets: [],
  layers: [layer(1, [dot(18, GOLD)], {}), pulse(2, 0), pulse(3, 30), pulse(4, 60)],
};

const bubble = {
  ty: "gr",
  it: [
    { ty: "rc", p: still([0, 0]), s: still([72, 48]), r: still(16), d: 1 },
    { ty: "fl", c: still(PURPLE), o: still(100) },
    transform,
  ],
};
const bounce = (index: number, x: number, delay: number) =>
  layer(index, [dot(10, GOLD)], {
    p: keyed([
      [delay, [x, 48, 0]],
      [delay + 10, [x, 40, 0]],
      [delay + 20, [x, 48, 0]],
    ]),
  });
const support = {
  v: "5.7.4",
  fr: 30,
  ip: 0,
  op: 90,
  w: 96,
  h: 96,
  nm: "support",
  ddd: 0,
  assets: [],
  layers: [bounce(1, 34, 0), bounce(2, 48, 8), bounce(3, 62, 16), layer(4, [bubble], {})],
};

await writeFile(`${out}/lottie-signal.json`, JSON.stringify(signal));
await writeFile(`${out}/lottie-support.json`, JSON.stringify(support));
console.log("written");
