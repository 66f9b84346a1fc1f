import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoIn, test, waitForHydration } from "./fixtures";

// The identity provider's own pages (/account/…/{uid}), reached as a visitor does: through the web
// client's /login and /register, which send the browser to the provider, which sends it here.

const PASSWORD = "Kampot-Pepper-7";
const LANGUAGES = ["km", "en"] as const;
type Language = (typeof LANGUAGES)[number];

// Registration sends a code and signs in: allow for a slow machine and several round trips.
test.describe.configure({ timeout: 60_000 });

/** Opens the web client's entry point in a language and waits for the provider's page it leads to. */
async function startAt(page: Page, path: "/login" | "/register", language: Language) {
  await gotoIn(page, language, path);
  await page.waitForURL(path === "/login" ? /\/account\/sign-in\/[\w-]+/ : /\/account\/register\/[\w-]+/);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await waitForHydration(page);
}

/** The newest 6-digit code sent to an address (e-mail or mobile number), from the development mailbox. */
async function codeSentTo(request: APIRequestContext, address: string, notThis?: string): Promise<string> {
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

/** Waits until the browser is back on the site: off the provider's pages and addresses. */
async function expectBackOnSite(page: Page) {
  await page.waitForURL((url) => !/^\/(account|identity|oidc-callback)\b/.test(url.pathname), {
    timeout: 20_000,
  });
}

/** Registers a new account from /register in a language, with the code the mailbox received. */
async function register(page: Page, request: APIRequestContext, language: Language, login: string) {
  await startAt(page, "/register", language);
  const form = page.getByTestId("account-register");
  await form.locator('input[name="name"]').fill("Sokha Chan");
  await form.locator('input[name="login"]').fill(login);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await form.getByRole("button", { name: language === "en" ? "Send the code" : "ផ្ញើលេខកូដ" }).click();

  await page.waitForURL(/\/account\/register\/[\w-]+\?verification=/);
  const codeStep = page.getByTestId("account-register-code");
  await expect(codeStep.getByTestId("code-destination")).toBeVisible();
  const code = codeStep.locator('input[name="code"]');
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(page);
  const international = login.includes("@") ? login : `+855${login.replace(/\D/g, "").slice(1)}`;
  await code.fill(await codeSentTo(request, international));
  await codeStep.locator('button[type="submit"]').click();

  // After registering, linking a customer record is offered, never forced.
  await page.waitForURL((url) => !url.pathname.startsWith("/account/register/"), { timeout: 20_000 });
  if (page.url().includes("/account/link-customer/")) {
    await expect(page.getByTestId("account-link")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: language === "en" ? "Skip for now" : "រំលងសិន" }).click();
  }
  await expectBackOnSite(page);
}

test("@phone a sign-in that has expired says so, with a way to start again, and is never kept", async ({
  page,
}) => {
  const response = await page.goto("/account/sign-in/no-such-interaction-0000?culture=en");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "This sign-in has expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start again" })).toHaveAttribute("href", "/login");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
});

for (const language of LANGUAGES) {
  test(`@phone signing in with a wrong password shows the provider's message (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    // The refused post answers 401, which the browser logs.
    consoleErrors.allow(/status of 401/);
    await startAt(page, "/login", language);
    const form = page.getByTestId("account-sign-in");
    await expect(
      form.getByRole("link", { name: language === "en" ? "Create an account" : "បង្កើតគណនី" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // An address without an account: the answer is the same, and no demo account gets locked.
    const login = `nobody-${randomUUID()}@example.com`;
    await form.locator('input[name="login"]').fill(login);
    await form.locator('input[name="password"]').fill("Wrong-password-1");
    await form.getByTestId("account-form-sign-in").locator('button[type="submit"]').click();
    await expect(form.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/sign-in\/[\w-]+$/);
    await expect(form.locator('input[name="login"]')).toHaveValue(login);
    await expectNoAxeViolations(page);
  });

  test(`@phone registering with a mobile number and the SMS code from the mailbox (${language})`, async ({
    page,
    request,
  }) => {
    await register(page, request, language, `012 ${randomInt(100_000, 1_000_000)}`);
  });
}

test("signs in with the demo account and comes back to the site", async ({ page }) => {
  await startAt(page, "/login", "en");
  const form = page.getByTestId("account-sign-in");
  await form.locator('input[name="login"]').fill("dara@demo.romdoul.example");
  await form.locator('input[name="password"]').fill("Romdoul-2026");
  await form.getByRole("button", { name: "Show password" }).click();
  await expect(form.locator('input[name="password"]')).toHaveAttribute("type", "text");
  await form.getByTestId("account-form-sign-in").locator('button[type="submit"]').click();
  await expectBackOnSite(page);
});

test("@phone a forgotten password is reset with the code sent by e-mail, in Khmer", async ({
  page,
  request,
}) => {
  const login = `reset-${randomUUID()}@example.com`;
  await register(page, request, "en", login);
  const registrationCode = await codeSentTo(request, login);
  // A visitor without the provider's session (another browser, say).
  await page.context().clearCookies();

  await startAt(page, "/login", "km");
  await page.getByRole("link", { name: "ភ្លេចពាក្យសម្ងាត់?" }).click();
  await page.waitForURL(/\/account\/forgot-password\/[\w-]+$/);
  const first = page.getByTestId("account-reset");
  await first.locator('input[name="login"]').fill(login);
  await first.locator('button[type="submit"]').click();

  await page.waitForURL(/\/account\/forgot-password\/[\w-]+\?verification=/);
  const codeStep = page.getByTestId("account-reset-code");
  await expectNoAxeViolations(page);
  await codeStep.locator('input[name="code"]').fill(await codeSentTo(request, login, registrationCode));
  await codeStep.locator('input[name="password"]').fill("Angkor-Wat-1113");
  await codeStep.locator('input[name="confirmPassword"]').fill("Angkor-Wat-1113");
  await codeStep.locator('button[type="submit"]').click();
  await expectBackOnSite(page);
});

test("@phone the sign-in form works as a plain post without JavaScript", async ({ page, browser }) => {
  await startAt(page, "/login", "en");
  const signInUrl = page.url();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(signInUrl);
  const form = plain.getByTestId("account-sign-in");
  await form.locator('input[name="login"]').fill(`nobody-${randomUUID()}@example.com`);
  await form.locator('input[name="password"]').fill("Wrong-password-1");
  const [answer] = await Promise.all([
    plain.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(answer.status()).toBe(401);
  await expect(form.getByRole("alert")).toBeVisible();
  await context.close();
});
