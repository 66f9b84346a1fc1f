import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";

/**
 * The site's pages start their scripts once loaded (scripts-after-load.ts), so a click right after a
 * page opens could land before React handles it, as a person's could. Tests act as a person who waits:
 * navigations (`goto`, `reload`, back and forward) and `waitForURL` return once the page has hydrated
 * (at once for what is not one of the site's pages).
 */
const waitingPages = new WeakSet<Page>();

function waitingForHydration(page: Page): void {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  for (const method of ["goto", "reload", "goBack", "goForward", "waitForURL"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    page[method] = (async (...args: unknown[]) => {
      const result = await navigate(...args);
      await page.waitForFunction(
        () => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
      );
      return result;
    }) as never;
  }
}

function contextsWaitingForHydration(context: BrowserContext): BrowserContext {
  context.on("page", waitingForHydration);
  for (const page of context.pages()) waitingForHydration(page);
  return context;
}

/**
 * Every page fails its test on a console error or an uncaught exception, except those a test says it
 * expects (a form the server refuses makes the browser log the 400).
 */
export const test = base.extend<{ consoleErrors: { allow(pattern: RegExp): void } }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => contextsWaitingForHydration(await newContext(...args));
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    await use(contextsWaitingForHydration(context));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page in a language by setting the language cookie the way the switcher does. */
export async function gotoIn(page: Page, language: "km" | "en" | "zh", path: string) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}culture=${language}`);
}

/**
 * Axe with the rules of WCAG 2.2 AA. Legacy mode runs axe in the page itself (with its same-origin
 * frames; the site has no other) instead of gathering partial results and finishing the run in a blank
 * page it opens: that page took about 1.5 of an axe check's 3.3 s here, the rules the same.
 */
export function wcagAxe(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
}

/** WCAG 2.2 AA as axe checks it: the page must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await wcagAxe(page).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Waits until React has hydrated the page, so a click on a server-rendered button is handled. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
