import { signInWithTokens } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 120_000 });
for (const language of ["km", "en"] as const) {
  for (const width of [1280, 375]) {
    test(`shots ${language} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInWithTokens(page, "sophea", language);
      await page.goto("/pay_my_bill");
      const invoices = page.getByTestId("pay-bill-invoices");
      await expect(invoices.getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
      await invoices.getByRole("radio").nth(1).check();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/fastpay-shots/amount-${language}-${width}.png`, fullPage: true });
      await invoices.getByRole("textbox").fill("0.5");
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/fastpay-shots/error-${language}-${width}.png`, fullPage: true });
      await invoices.getByRole("textbox").fill("3");
      await invoices.getByRole("button").last().click();
      const paid = page.getByTestId("pay-bill-paid");
      if (width === 1280) {
        const khqr = page.getByTestId("pay-bill-khqr");
        await expect(khqr.getByRole("img")).toBeVisible({ timeout: 20_000 });
        const [bank] = await Promise.all([page.waitForEvent("popup"), khqr.getByTestId("sandbox-pay-link").click()]);
        await bank.getByRole("button", { name: "Pay" }).click();
        await bank.close();
        await expect(paid).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: `/tmp/fastpay-shots/paid-${language}-${width}.png`, fullPage: true });
        await paid.getByRole("link").last().click();
        await expect(page.getByTestId("pay-bill-credit")).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: `/tmp/fastpay-shots/credit-${language}-${width}.png`, fullPage: true });
      }
    });
  }
}
