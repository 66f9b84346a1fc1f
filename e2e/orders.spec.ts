import { readSiteStorage, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Self-care screens render in the browser after the session check and their calls: a busy machine
// needs more than 5 s, and a journey more than the default 30 s.
const SCREEN_TIMEOUT = 30_000;
test.describe.configure({ timeout: 90_000 });

test.describe("orders", () => {
  test("the customer's orders, a receipt to print and an installation timeline @phone", async ({ page }) => {
    await signInWithTokens(page, "dara", "en");
    await page.goto("/my_orders");
    const cards = page.getByTestId("order-card");
    await expect(cards.first()).toBeVisible({ timeout: SCREEN_TIMEOUT });
    // The plan-change test may add one meanwhile.
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    const installation = cards.filter({ hasText: "Order 50011" });
    await expect(installation.getByTestId("order-status")).toHaveText("Completed");
    await installation.getByRole("button", { name: "View receipt" }).click();
    const receipt = page.getByTestId("order-receipt");
    await expect(receipt.getByRole("heading", { name: "Receipt RC-050011" })).toBeVisible();
    await expect(receipt).toContainText("Sok Dara");
    await expect(receipt.getByRole("row", { name: /Total/ })).toContainText("$41.80");
    await expect(receipt.getByRole("button", { name: "Print receipt" })).toBeVisible();

    const paid = cards.filter({ hasText: "Order 50014" });
    await expect(paid.getByTestId("order-status")).toHaveText("Paid");
    await paid.getByRole("button", { name: "Installation status" }).click();
    const timeline = page.getByTestId("installation-timeline");
    await expect(timeline).toContainText("Engineer assigned");
    await expect(timeline).toContainText("Still to come");
    await expectNoAxeViolations(page);
  });

  test("in Khmer, with the statuses in Khmer", async ({ page }) => {
    await signInWithTokens(page, "dara", "km");
    await page.goto("/my_orders");
    const cancelled = page.getByTestId("order-card").filter({ hasText: "50015" });
    await expect(cancelled.getByTestId("order-status")).toHaveText("បានលុបចោល", { timeout: SCREEN_TIMEOUT });
    await expect(page.locator("html")).toHaveAttribute("lang", "km");
  });
});

test.describe("plan change", () => {
  test("choose a plan, see its price and day, confirm: the package shows the change", async ({ page }) => {
    await signInWithTokens(page, "dara", "en");
    await page.goto("/upgrade");
    const internet = page.getByTestId("plan-change-service").filter({ hasText: "10024501" });
    await expect(internet).toContainText("MegaSurf 50 Mbps", { timeout: SCREEN_TIMEOUT });
    await internet.getByRole("radio", { name: /MegaSurf 100 Mbps/ }).click();
    const summary = internet.getByTestId("plan-change-summary");
    await expect(summary).toContainText("$39.00 / month");
    const effectiveOn = (await summary.locator("dd").nth(1).textContent()) ?? "";
    expect(effectiveOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page);
    await summary.getByRole("button", { name: "Confirm the change" }).click();
    await expect(internet.getByTestId("plan-change-success")).toContainText(
      `Your plan changes to MegaSurf 100 Mbps on ${effectiveOn}`,
    );

    const { accessToken } = await readSiteStorage(page);
    const packages = await page.request.get("/bs2-api/api/v1/Customers/100245/Packages", {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { data } = await packages.json();
    expect(data[0]).toMatchObject({
      planCode: "megasurf-50",
      pendingChange: { planCode: "megasurf-100", monthlyFee: 39, effectiveOn },
    });

    await page.reload();
    await expect(internet.getByTestId("plan-change-pending")).toContainText(
      `A change to MegaSurf 100 Mbps ($39.00 / month) takes effect on ${effectiveOn}`,
      { timeout: SCREEN_TIMEOUT },
    );
  });

  test("in Khmer, for a business service", async ({ page }) => {
    await signInWithTokens(page, "business", "km");
    await page.goto("/upgrade");
    const internet = page.getByTestId("plan-change-service").filter({ hasText: "20001701" });
    // MegaBiz 50, 200 and 500: the plans of its product other than its own.
    await expect(internet.getByTestId("plan-option")).toHaveCount(3, { timeout: SCREEN_TIMEOUT });
    await internet.getByRole("radio", { name: /MegaBiz ល្បឿន 200 Mbps/ }).click();
    await expect(internet.getByTestId("plan-change-summary")).toContainText("149.00$ / ខែ");
    await internet.getByRole("button", { name: "បញ្ជាក់ការប្តូរ" }).click();
    await expect(internet.getByTestId("plan-change-success")).toContainText("រួចរាល់");
  });

  test("a change already waiting is shown instead of the plans", async ({ page }) => {
    await signInWithTokens(page, "sophea", "en");
    await page.goto("/upgrade");
    await expect(page.getByTestId("plan-change-pending")).toContainText("A change to MegaSurf 50 Mbps", {
      timeout: SCREEN_TIMEOUT,
    });
    await expect(page.getByTestId("plan-option")).toHaveCount(0);
  });
});

test.describe("quotation", () => {
  test("the business customer's quotation with VAT and totals", async ({ page }) => {
    await signInWithTokens(page, "business", "en");
    await page.goto("/profile/quotation");
    const quotation = page.getByTestId("quotation");
    await expect(quotation.getByRole("heading", { name: "Quotation QT-2026-0417" })).toBeVisible({
      timeout: SCREEN_TIMEOUT,
    });
    await expect(quotation.getByRole("row", { name: /Managed router/ })).toContainText("$979.00");
    await expect(quotation.getByTestId("quotation-totals")).toContainText("$8,720.00$872.00$9,592.00");
    await expectNoAxeViolations(page);
  });

  test("in Khmer @phone", async ({ page }) => {
    await signInWithTokens(page, "business", "km");
    await page.goto("/profile/quotation");
    // The order journey's tests may have added quotations of their own: this is the seeded one.
    const seeded = page.getByTestId("quotation-totals").filter({ hasText: "8,720.00" });
    await expect(seeded).toContainText("សរុបទាំងអស់", { timeout: SCREEN_TIMEOUT });
    await page.screenshot({ path: test.info().outputPath("quotation-km.png"), fullPage: true });
    await expectNoAxeViolations(page);
  });

  test("a consumer without a quotation is told so", async ({ page }) => {
    await signInWithTokens(page, "sophea", "en");
    await page.goto("/profile/quotation");
    await expect(page.getByTestId("self-care-empty")).toContainText("You have no quotation at the moment", {
      timeout: SCREEN_TIMEOUT,
    });
  });
});

test.describe("confirming, paying and cancelling an order", () => {
  test("a customer confirms an order, pays it through Wing's sandbox and finds its receipt", async ({
    page,
  }) => {
    await signInWithTokens(page, "sophea", "en");
    await page.goto("/my_orders");
    const order = page.getByTestId("order-card").filter({ hasText: "Order 50022" });
    await expect(order.getByTestId("order-status")).toHaveText("Awaiting confirmation", {
      timeout: SCREEN_TIMEOUT,
    });
    await order.getByRole("button", { name: "Confirm order" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("Confirmed", { timeout: SCREEN_TIMEOUT });
    await expectNoAxeViolations(page);

    await order.getByRole("link", { name: "Pay now" }).click();
    const step = page.getByTestId("pay-bill-order");
    await expect(step.getByRole("heading", { name: /^Order 50022: / })).toBeVisible({
      timeout: SCREEN_TIMEOUT,
    });
    await step.getByRole("radio", { name: /^Wing$/ }).check();
    await step.getByRole("button", { name: /^Pay \$[\d.]+ with Wing$/ }).click();
    await expect(page.getByRole("heading", { name: "Pay with Wing?" })).toBeVisible({
      timeout: SCREEN_TIMEOUT,
    });
    await page.getByTestId("sandbox-approve").click();

    const paid = page.getByTestId("pay-bill-paid");
    await expect(paid.getByRole("heading", { name: "Thank you! Your order is paid" })).toBeVisible({
      timeout: SCREEN_TIMEOUT,
    });
    await expect(paid).toContainText("Receipt RC-050022");
    await paid.getByRole("link", { name: "See my orders" }).click();
    const again = page.getByTestId("order-card").filter({ hasText: "Order 50022" });
    await expect(again.getByTestId("order-status")).toHaveText("Paid", { timeout: SCREEN_TIMEOUT });
    await again.getByRole("button", { name: "View receipt" }).click();
    await expect(
      page.getByTestId("order-receipt").getByRole("heading", { name: "Receipt RC-050022" }),
    ).toBeVisible();
  });

  test("a business cancels an order after saying yes, in Khmer at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInWithTokens(page, "business", "km");
    await page.goto("/my_orders");
    const order = page.getByTestId("order-card").filter({ hasText: "50033" });
    await expect(order.getByTestId("order-status")).toHaveText("កំពុងរង់ចាំការបញ្ជាក់", {
      timeout: SCREEN_TIMEOUT,
    });
    await order.getByRole("button", { name: "លុបចោលការបញ្ជាទិញ" }).click();
    await order.getByRole("button", { name: "រក្សាទុក" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("កំពុងរង់ចាំការបញ្ជាក់");
    await order.getByRole("button", { name: "លុបចោលការបញ្ជាទិញ" }).click();
    await order.getByRole("button", { name: "បាទ/ចាស លុបចោល" }).click();
    await expect(order.getByTestId("order-status")).toHaveText("បានលុបចោល", { timeout: SCREEN_TIMEOUT });
    await expect(order.getByRole("button", { name: "លុបចោលការបញ្ជាទិញ" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
