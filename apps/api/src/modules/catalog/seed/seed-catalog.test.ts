import type { CHANNEL_CATEGORIES } from "@isp/contracts/channels/list-channels";
import { describe, expect, it } from "vitest";
import { loadSeedChannels, loadSeedProducts } from "./seed-catalog";

// Channels are numbered in blocks by category, so a remote's number pad lands in the right genre.
const NUMBER_BLOCKS: Record<(typeof CHANNEL_CATEGORIES)[number], [number, number]> = {
  news: [1, 29],
  entertainment: [30, 79],
  movies: [80, 119],
  sports: [120, 159],
  kids: [160, 199],
  music: [200, 229],
  documentary: [230, 269],
  religion: [270, 299],
};

describe("seeded TV line-up", () => {
  it("numbers each channel once, in its category's block, in order", async () => {
    const channels = await loadSeedChannels();
    const numbers = channels.map((channel) => channel.number);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
    const outside = channels.filter(({ number, category }) => {
      const [first, last] = NUMBER_BLOCKS[category];
      return number < first || number > last;
    });
    expect(outside).toEqual([]);
  });
});

describe("seeded products and plans", () => {
  it("holds every plan of the demo services with its monthly fee, ids and codes once each", async () => {
    const products = await loadSeedProducts();
    const plans = products.flatMap((product) => product.plans);
    const fees = Object.fromEntries(plans.map((plan) => [plan.code, plan.monthlyFee]));
    // Issue 11's plan file: the codes and prices the billing and order seeds refer to.
    expect(fees).toMatchObject({
      "megasurf-20": 15,
      "megasurf-30": 18,
      "megasurf-50": 25,
      "megasurf-100": 39,
      "megasurf-200": 59,
      "megabiz-50": 49,
      "megabiz-100": 89,
      "megabiz-200": 149,
      "megabiz-500": 249,
      "dia-50": 350,
      "dia-100": 600,
      "onetv-standard": 5,
      // Add-ons: a monthly static IP; a router and installations paid once.
      "static-ip": 5,
      "mesh-router": 0,
      "installation-home": 0,
      "installation-business": 0,
    });
    expect(plans.filter((plan) => plan.oneOffFee > 0).map((plan) => [plan.code, plan.oneOffFee])).toEqual([
      ["mesh-router", 35],
      ["installation-home", 30],
      ["installation-business", 80],
      // Paid once for the service itself: an implementation, a setup, a migration.
      ["mihcm-implementation", 2500],
      ["mihcm-lite-setup", 150],
      ["aws-migration", 1500],
    ]);
    for (const ids of [
      products.map((p) => p.id),
      plans.map((p) => p.id),
      products.map((p) => p.code),
    ] as unknown[][]) {
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("numbers each plan after its product (product 14's plans are 1401, 1402...)", async () => {
    const products = await loadSeedProducts();
    const misnumbered = products.flatMap((product) =>
      product.plans.filter((plan) => Math.floor(plan.id / 100) !== product.id).map((plan) => plan.code),
    );
    expect(misnumbered).toEqual([]);
  });
});
