import type { CHANNEL_CATEGORIES } from "@isp/contracts/channels/list-channels";
import { describe, expect, it } from "vitest";
import { loadSeedChannels } from "./seed-catalog";

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
