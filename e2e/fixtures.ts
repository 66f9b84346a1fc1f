import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The site's pages start their scripts once loaded (scripts-after-load.ts), so a click right after
 * `goto` could land before React handles it, as a person's could. Tests act as a person who waits:
 * `goto` and `reload` return once the page has hydrated (at once for what is not one of its pages).
 */
function waitingForHydration(page: Page): void {
  for (const method of ["goto", "reload"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(
        () => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
      );
      return response;
    }) as never;
  }
}

/**
 * Every page fails its test on a console error or an uncaught exception, except those a test says it
 * expects (a form the server refuses makes the browser log the 400).
 */
export const test = base.extend<{ consoleErrors: { allow(pattern: RegExp): void } }>({
  context: async ({ context }, use) => {
    context.on("page", waitingForHydration);
    for (const page of context.pages()) waitingForHydration(page);
    await use(context);
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

/** WCAG 2.2 AA as axe checks it: the page must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
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
