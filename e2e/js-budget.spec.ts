import { gzipSync } from "node:zlib";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The JavaScript budget of the pages most visitors land on: every script the page requests until it
 * has hydrated and the network is idle (entry, route modules, shared chunks and the blocks it shows),
 * each gzipped as the server would send it. kB = 1,024 bytes.
 */
// Issue 9's budget. Preact renders the app (apps/web/vite.config.ts), the app translates without i18next
// and the banner slider's carousel code loads when it first moves.
const BUDGET_KB = 100;
const PAGES = ["/", "/personal", "/about_us/careers"];
// zod's base type registers itself under this name: a page without a form must not load zod.
const ZOD_MARKER = '"$ZodType"';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

for (const path of PAGES) {
  test(`${path} loads at most ${BUDGET_KB} kB of gzipped JavaScript, without zod`, async ({ page }) => {
    const scripts: Promise<{ url: string; gzipped: number; hasZod: boolean }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzipped: gzipSync(body).length,
          hasZod: body.includes(ZOD_MARKER),
        })),
      );
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const loaded = (await Promise.all(scripts)).sort((a, b) => b.gzipped - a.gzipped);
    const total = loaded.reduce((sum, script) => sum + script.gzipped, 0);
    const table = loaded.map((script) => `${kB(script.gzipped).padStart(6)} kB  ${script.url}`).join("\n");
    test.info().annotations.push({ type: "first-load JS", description: `${kB(total)} kB gzipped` });
    expect(
      total,
      `${path} loads ${kB(total)} kB of gzipped JavaScript in ${loaded.length} files, over its budget of ${BUDGET_KB} kB:\n${table}`,
    ).toBeLessThanOrEqual(BUDGET_KB * 1024);
    expect(loaded.filter((script) => script.hasZod).map((script) => script.url)).toEqual([]);
  });
}
