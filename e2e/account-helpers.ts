import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations } from "./fixtures";

/** The password of the accounts the tests register. */
const PASSWORD = "Kampot-Pepper-7";

// The provider's work takes a while on a busy machine (password hashing, several redirects).
export const ANSWERED = { timeout: 20_000 };

/** The newest 6-digit code sent to an address (e-mail or mobile number), from the development mailbox. */
export async function codeSentTo(
  request: APIRequestContext,
  address: string,
  notThis?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(address)}`);
        const [newest] = (await mailbox.json()).data as { textBody: string }[];
        code = newest?.textBody.match(/\b\d{6}\b/)?.[0];
        return code !== undefined && code !== notThis;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code as string;
}

/**
 * Fills in the registration of a new account and confirms it with the code the mailbox received
 * (by SMS for a mobile number, by e-mail for an address). A new account is then offered to link a
 * customer record (never forced to): it ends on that page.
 */
export async function register(page: Page, request: APIRequestContext, language: "km" | "en", login: string) {
  const form = page.getByTestId("account-register");
  await form.locator('input[name="name"]').fill("Sokha Chan");
  await form.locator('input[name="login"]').fill(login);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await form.getByRole("button", { name: language === "en" ? "Send the code" : "ផ្ញើលេខកូដ" }).click();

  await page.waitForURL(/\/account\/register\/[\w-]+\?verification=/, ANSWERED);
  const codeStep = page.getByTestId("account-register-code");
  await expect(codeStep.getByTestId("code-destination")).toBeVisible(ANSWERED);
  const code = codeStep.locator('input[name="code"]');
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(page);
  const international = login.includes("@") ? login : `+855${login.replace(/\D/g, "").slice(1)}`;
  await code.fill(await codeSentTo(request, international));
  await codeStep.locator('button[type="submit"]').click();
  await page.waitForURL(/\/account\/link-customer\/[\w-]+$/, ANSWERED);
}
