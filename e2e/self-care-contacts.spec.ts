import { SIGN_IN_TIMEOUT, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Sign-in by tokens, a private screen's own calls, then axe: more than 30 s on a busy machine.
test.slow();

test.describe("self-care: account, contacts and news", () => {
  test("a customer sees their account and customer record in Khmer @phone", async ({ page }) => {
    await signInWithTokens(page, "dara", "km");
    await page.goto("/my_eze");
    await expect(page.getByTestId("signed-in-as")).toContainText("Sok Dara", { timeout: SIGN_IN_TIMEOUT });
    const customer = page.getByTestId("customer-details");
    await expect(customer).toContainText("100245");
    await expect(customer).toContainText("អតិថិជនទូទៅ");
    await expect(page.getByRole("navigation", { name: "សេវាថែទាំខ្លួនឯង" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("contacts show the hotline and the customer's CID in English", async ({ page }) => {
    await signInWithTokens(page, "business", "en");
    await page.goto("/contacts");
    await expect(page.getByTestId("contacts-cid")).toContainText("200017", { timeout: SIGN_IN_TIMEOUT });
    await expect(page.getByRole("main").getByRole("link", { name: "023 888 168" })).toHaveAttribute(
      "href",
      "tel:+85523888168",
    );
    await page.getByRole("link", { name: "Report a problem with a service" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expectNoAxeViolations(page);
  });

  test("news for customers lists the provider's news inside self-care", async ({ page }) => {
    await signInWithTokens(page, "sophea", "en");
    await page.goto("/news");
    await expect(page.getByRole("link", { name: "My News" })).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await expect(page.locator(".news-card").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
