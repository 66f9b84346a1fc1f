import { expect, gotoIn, test } from "./fixtures";

/**
 * Khmer stacks vowels and subscripts above and below the line: under 14 px or with lines tighter than
 * 1.6 it is hard to read. Every visible run of Khmer text on the main pages is measured, the page
 * scrolled through so that lazily loaded sections are measured too.
 */
const MAIN_PAGES = [
  "/",
  "/personal",
  "/business/data_center",
  "/about_us/overview",
  "/about_us/careers",
  "/faq",
  "/about_us/news_and_media",
  "/search?q=អ៊ីនធឺណិត",
];

for (const path of MAIN_PAGES) {
  test(`Khmer on ${path} is at least 14 px with lines at least 1.6 high @phone`, async ({ page }) => {
    await gotoIn(page, "km", path);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    const tooSmall = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        const element = node.parentElement;
        if (!element || !/[\u1780-\u17FF]/.test(text)) continue;
        if (element.closest(".visually-hidden, [aria-hidden='true'], script, style, noscript")) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden") continue;
        const size = Number.parseFloat(style.fontSize);
        const lineHeight =
          style.lineHeight === "normal" ? Number.NaN : Number.parseFloat(style.lineHeight) / size;
        if (size < 14 || !(lineHeight >= 1.6 - 0.01)) {
          found.push(
            `${text.trim().slice(0, 30)}: ${size}px / ${style.lineHeight} <${element.tagName.toLowerCase()} class="${element.className}">`,
          );
        }
      }
      return found;
    });
    expect(tooSmall).toEqual([]);
  });
}
