import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedFolderOf } from "../../../db/seed-files";
import { loadSeedNews } from "./seed-media";

describe("seeded news", () => {
  it("is valid, oldest first, with every image in ./media", async () => {
    const news = await loadSeedNews();
    expect(news.length).toBeGreaterThanOrEqual(3);
    const ages = news.map((item) => item.publishedDaysAgo);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    const folder = path.join(seedFolderOf(import.meta.url), "media");
    expect(news.filter((item) => !existsSync(path.join(folder, item.imageFileName)))).toEqual([]);
  });
});
