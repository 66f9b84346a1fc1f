import type { APIResponse, Page } from "@playwright/test";
import { expect, gotoIn, test, waitForHydration } from "./fixtures";

/** The nonce the answer's policy allows for inline scripts. */
function policyNonceOf(response: APIResponse): string | undefined {
  return /script-src [^;]*'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
}

/** Collects the page's Content-Security-Policy violations (the init script itself is not subject to it). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("a public page allows only its own nonce for inline scripts, fresh on each answer", async ({
  request,
}) => {
  const first = await request.get("/personal");
  const second = await request.get("/personal");
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).not.toMatch(/script-src [^;]*unsafe-inline/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    expect(headers.vary).toContain("Cookie");
    expect(headers.etag).toMatch(/^W\/"/);
    const nonce = policyNonceOf(response);
    const html = await response.text();
    // Data blocks (JSON-LD) are not run, so they need no nonce.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !tag.includes("application/ld+json"),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
  expect(policyNonceOf(second)).not.toBe(policyNonceOf(first));
  const notModified = await request.get("/personal", {
    headers: { "if-none-match": first.headers().etag ?? "" },
  });
  expect(notModified.status()).toBe(304);
});

test("static assets are immutable and carry the security headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // A script's address, not the messages file's (`…/km-<hash>.json`), which also starts with ".js".
  const asset = /\/assets\/[\w.-]+\.js(?=")/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await request.get(asset as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
});

test("search results, unknown paths and survey screens are never kept by a cache", async ({ request }) => {
  for (const [path, status] of [
    ["/search?q=router", 200],
    ["/no-such-page-anywhere", 404],
    ["/survey", 200],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["content-security-policy"], path).toContain("'nonce-");
  }
});

for (const language of ["km", "en"] as const) {
  test(`pages run without a policy violation in ${language}, also in the web view`, async ({ page }) => {
    // Four full page loads, each waiting for hydration.
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    // The home, a page with an animation (Lottie), a form with the captcha, and the app's web view.
    for (const path of ["/", "/personal/mega_surf", "/personal/contactUs", "/personal?isMobile=1"]) {
      await gotoIn(page, language, path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      expect(await violations(), path).toEqual([]);
    }
    await expect(page.locator("html")).toHaveAttribute("data-webview", "1");
  });
}
