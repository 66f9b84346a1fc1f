import type { APIRequestContext } from "@playwright/test";
import { listRoutePaths } from "../apps/web/app/route-table";
import { expect, test } from "./fixtures";

type SampleIds = { vacancyId: number; contentId: number; webPartId: number; deviceId: number };

/** Ids of seeded records, read from the API, for the screens that show one record. */
async function sampleIds(request: APIRequestContext): Promise<SampleIds> {
  const vacancies = await (await request.get("/admin-api/api/v1/Vacancies?limit=1")).json();
  const news = await (await request.get("/media-api/api/v1/contents?limit=1")).json();
  const page = await (await request.get("/admin-api/api/v1/pages/Fttr")).json();
  const devices = page.data.pageWebParts.find(
    (part: { webPartType: { name: string } }) => part.webPartType.name === "DevicePromotion",
  );
  return {
    vacancyId: vacancies.data[0].id,
    contentId: news.data[0].id,
    webPartId: devices.id,
    deviceId: devices.webPartItems[0].id,
  };
}

/** A concrete URL for a route path: parameters and query values get real values. */
function concrete(path: string, ids: SampleIds): string {
  const withParams = path
    .replace(":lang", "km")
    .replace(":recommendScale", "9")
    .replace(":productType", "consumer");
  const queries: Record<string, string> = {
    "/about_us/vacancy": `?id=${ids.vacancyId}`,
    "/about_us/news_and_media_card": `?contentId=${ids.contentId}`,
    "/device": `?webPartId=${ids.webPartId}&deviceId=${ids.deviceId}`,
  };
  return `${withParams}${queries[path] ?? ""}`;
}

const EXPECTED_MARKER: Record<string, RegExp> = {
  page: /data-page-id=/,
  news: /data-page-id="NewsAndMedia"/,
  "news-card": /data-testid="news-card-screen"/,
  vacancy: /data-testid="vacancy-screen"/,
  faq: /data-testid="faq-screen"/,
  channels: /data-testid="channels-screen"/,
  device: /data-testid="device-screen"/,
  survey: /data-testid="survey-screen"/,
  "survey-reasons": /data-testid="survey-reasons-screen"/,
  "survey-thanks": /data-testid="survey-thanks-screen"/,
  search: /data-testid="search-screen"/,
  "coverage-map": /data-testid="coverage-screen"/,
  offices: /data-testid="coverage-screen"/,
  "live-traffic": /data-testid="coverage-screen"/,
  "register-steps": /data-testid="register-steps"/,
  products: /data-testid="products-screen"/,
  "invoice-link": /data-testid="invoice-link-refused"/,
  "pay-my-bill": /data-testid="pay-my-bill"/,
  "gateway-checkout": /data-testid="gateway-checkout"/,
  "payment-result": /data-testid="payment-result"/,
  "unpaid-customer": /data-testid="unpaid-customer"/,
  upcoming: /data-testid="upcoming-screen"/,
  private: /data-testid="session-check"/,
  "sign-in": /data-testid="sign-in-start"/,
  "oidc-callback": /role="status"/,
  "oidc-callback-error": /role="alert"/,
  "not-found": /data-testid="not-found"/,
};

test.describe("every route of spec §2 answers", () => {
  let ids: SampleIds;
  test.beforeAll(async ({ request }) => {
    ids = await sampleIds(request);
  });
  for (const { path, entry } of listRoutePaths()) {
    test(`${path} (${entry.screen})`, async ({ request }) => {
      const response = await request.get(concrete(path, ids), { maxRedirects: 0 });
      if (entry.screen === "reload") {
        expect(response.status()).toBe(302);
        expect(response.headers().location).toBe("/");
        return;
      }
      expect(response.status()).toBe(entry.screen === "not-found" ? 404 : 200);
      const html = await response.text();
      expect(html).toMatch(EXPECTED_MARKER[entry.screen] as RegExp);
      expect(html).toContain('<html lang="km"');
    });
  }
});

test("an unknown path redirects to /404", async ({ page, consoleErrors }) => {
  // The not-found page answers with status 404, which the browser reports as a failed load.
  consoleErrors.allow(/404/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("/reload goes to a local target only", async ({ request }) => {
  const local = await request.get("/reload?to=/personal", { maxRedirects: 0 });
  expect(local.headers().location).toBe("/personal");
  const foreign = await request.get("/reload?to=//evil.example", { maxRedirects: 0 });
  expect(foreign.headers().location).toBe("/");
});

test("client-side navigation between sections works @phone", async ({ page }) => {
  await page.goto("/personal");
  await expect(page.locator("[data-page-id=PersonalInternet]")).toBeVisible();
  await page.goto("/business/data_center/colocation?culture=en");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Data Centre");
});

test("screens of one record answer 404 for a missing or unknown id", async ({ request }) => {
  for (const path of [
    "/about_us/vacancy",
    "/about_us/vacancy?id=999999",
    "/about_us/news_and_media_card?contentId=abc",
    "/device?webPartId=1&deviceId=999999",
    "/channel/xx",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('data-testid="not-found"');
  }
});
