// Takes screenshots of pages at desktop and phone widths, in the languages asked for.
// Usage: node --import tsx scripts/screenshot.ts <baseUrl> <outDir> <path> [<path> …]
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

const [baseUrl = "http://127.0.0.1:8080", outDir = "screenshots", ...paths] = process.argv.slice(2);
const widths = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 740 } };
const languages = (process.env.LANGS ?? "km,en").split(",");

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const [name, viewport] of Object.entries(widths)) {
  for (const language of languages) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(`${baseUrl}${path}${path.includes("?") ? "&" : "?"}culture=${language}`, {
        waitUntil: "networkidle",
      });
      // A full-page capture does not scroll, so sections the browser defers (content-visibility) stay unpainted.
      if (process.env.FULL === "1") {
        await page.addStyleTag({ content: ".web-part--deferred{content-visibility:visible}" });
        // Scroll down the page so lazy images load, as they would for a reader.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(150);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState("networkidle");
      }
      await page.evaluate(() => document.fonts.ready);
      const file = `${outDir}/${path.replace(/[^\w]+/g, "_") || "home"}-${language}-${name}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
