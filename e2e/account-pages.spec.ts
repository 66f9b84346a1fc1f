import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { SIGN_IN_SCOPE, type SignInScreen, WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import type { Page } from "@playwright/test";
import { ANSWERED, codeSentTo, register } from "./account-helpers";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// The identity provider's own pages (/account/…/{uid}), reached as the web client reaches them: an
// authorization request (code + PKCE) that the provider answers with its sign-in or registration page.
// The client's own side (/login, /oidc-callback) has its own tests: here the callback only has to
// receive the provider's answer, so the test stands in for it.

const LANGUAGES = ["km", "en"] as const;
type Language = (typeof LANGUAGES)[number];

// Registration sends a code and signs in: allow for a slow machine and several round trips.
test.describe.configure({ timeout: 90_000 });

// The provider's addresses (its resume address, the client's callback) are on the site's own origin,
// PUBLIC_URL or else http://localhost:{PORT} (apps/api/src/config.ts), and its cookies with them: the
// browser must use that origin, not the address the server listens on (playwright.config.ts).
const SITE = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.E2E_PORT ?? 8181}`).replace(
  /\/$/,
  "",
);
test.use({ baseURL: SITE });

type SignIn = { state: string; answer: Promise<URL> };

/**
 * Starts a sign-in of the web client in a language (its `ui_locales`), on the screen asked for, as a
 * visitor without a language of their own: the page must take the client's. When the pages are done,
 * the browser goes to the provider's resume address, which answers the client's callback: the test
 * stands in for the client there and resolves `answer` with that callback address.
 */
async function startAt(page: Page, screen: SignInScreen, language: Language): Promise<SignIn> {
  const state = randomUUID();
  const verifier = randomBytes(32).toString("base64url");
  let resolveAnswer: (url: URL) => void = () => {};
  const answer = new Promise<URL>((resolve) => {
    resolveAnswer = resolve;
  });
  await page.route(/\/identity\/auth\/[\w-]+$/, async (route) => {
    const resumed = await route.fetch({ maxRedirects: 0 });
    resolveAnswer(new URL(resumed.headers().location ?? "", route.request().url()));
    await route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Callback</title>",
    });
  });
  const query = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: "code",
    redirect_uri: `${SITE}/oidc-callback`,
    scope: SIGN_IN_SCOPE,
    state,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ui_locales: language,
    screen,
  });
  await page.goto(`/identity/auth?${query}`);
  await page.waitForURL(
    screen === "register" ? /\/account\/register\/[\w-]+$/ : /\/account\/sign-in\/[\w-]+$/,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await waitForHydration(page);
  return { state, answer };
}

/** The provider answered the client with a code for this sign-in (the pages finished their part). */
async function expectSignedIn({ state, answer }: SignIn) {
  const url = await answer;
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/oidc-callback`);
  expect(url.searchParams.get("state")).toBe(state);
  expect(url.searchParams.get("code")).toBeTruthy();
}

test("@phone a sign-in that has expired says so, with a way to start again, and is never kept", async ({
  page,
  consoleErrors,
}) => {
  // The page answers 404, which the browser logs.
  consoleErrors.allow(/status of 404/);
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
    await startAt(page, "sign-in", language);
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
    await expect(form.getByRole("alert")).toBeVisible(ANSWERED);
    await expect(page).toHaveURL(/\/account\/sign-in\/[\w-]+$/);
    await expect(form.locator('input[name="login"]')).toHaveValue(login);
    await expectNoAxeViolations(page);
  });

  test(`@phone registering with a mobile number and the SMS code from the mailbox (${language})`, async ({
    page,
    request,
  }) => {
    const signIn = await startAt(page, "register", language);
    await register(page, request, language, `012 ${randomInt(100_000, 1_000_000)}`);
    await page.getByRole("button", { name: language === "en" ? "Skip for now" : "រំលងសិន" }).click();
    await expectSignedIn(signIn);
  });
}

test("signs in with the demo account; the password can be shown", async ({ page }) => {
  const signIn = await startAt(page, "sign-in", "en");
  const form = page.getByTestId("account-sign-in");
  await form.locator('input[name="login"]').fill("dara@demo.romdoul.example");
  await form.locator('input[name="password"]').fill("Romdoul-2026");
  await form.getByRole("button", { name: "Show password" }).click();
  await expect(form.locator('input[name="password"]')).toHaveAttribute("type", "text");
  await form.getByTestId("account-form-sign-in").locator('button[type="submit"]').click();
  await expectSignedIn(signIn);
});

test("@phone 'back to the site' ends the sign-in: the client hears that the person went back", async ({
  page,
}) => {
  const { state, answer } = await startAt(page, "sign-in", "en");
  await page.getByRole("button", { name: "Back to the site" }).click();
  const url = await answer;
  expect(url.searchParams.get("error")).toBe("access_denied");
  expect(url.searchParams.get("state")).toBe(state);
});

test("@phone linking a customer record: an unknown customer id is refused, then skipped", async ({
  page,
  request,
  consoleErrors,
}) => {
  // The unknown customer id answers 404, which the browser logs.
  consoleErrors.allow(/status of 404/);
  const signIn = await startAt(page, "link-customer", "en");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.waitForURL(/\/account\/register\/[\w-]+$/);
  await register(page, request, "en", `link-${randomUUID()}@example.com`);
  const link = page.getByTestId("account-link");
  await expect(link.getByText("Signed in as Sokha Chan")).toBeVisible(ANSWERED);
  await expectNoAxeViolations(page);
  await link.locator('input[name="customerId"]').fill("987654321");
  await link.getByTestId("account-form-link").locator('button[type="submit"]').click();
  await expect(link.getByRole("alert")).toBeVisible(ANSWERED);
  await expect(link.locator('input[name="customerId"]')).toHaveValue("987654321");
  await expectNoAxeViolations(page);
  await link.getByRole("button", { name: "Skip for now" }).click();
  await expectSignedIn(signIn);
});

test("@phone a forgotten password is reset with the code sent by e-mail, in Khmer", async ({
  page,
  request,
}) => {
  const login = `reset-${randomUUID()}@example.com`;
  await startAt(page, "register", "en");
  await register(page, request, "en", login);
  const registrationCode = await codeSentTo(request, login);
  // A visitor without the provider's session or a language of their own (another browser, say).
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();

  const signIn = await startAt(page, "sign-in", "km");
  await page.getByRole("link", { name: "ភ្លេចពាក្យសម្ងាត់?" }).click();
  await page.waitForURL(/\/account\/forgot-password\/[\w-]+$/);
  const first = page.getByTestId("account-reset");
  await first.locator('input[name="login"]').fill(login);
  await first.locator('button[type="submit"]').click();

  await page.waitForURL(/\/account\/forgot-password\/[\w-]+\?verification=/, ANSWERED);
  const codeStep = page.getByTestId("account-reset-code");
  await expect(codeStep.getByTestId("code-destination")).toBeVisible(ANSWERED);
  await expectNoAxeViolations(page);
  await codeStep.locator('input[name="code"]').fill(await codeSentTo(request, login, registrationCode));
  await codeStep.locator('input[name="password"]').fill("Angkor-Wat-1113");
  await codeStep.locator('input[name="confirmPassword"]').fill("Angkor-Wat-1113");
  await codeStep.locator('button[type="submit"]').click();
  await expectSignedIn(signIn);
});

test("@phone the sign-in form works as a plain post without JavaScript", async ({ page, browser }) => {
  await startAt(page, "sign-in", "en");
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(page.url());
  const form = plain.getByTestId("account-sign-in");
  await form.locator('input[name="login"]').fill(`nobody-${randomUUID()}@example.com`);
  await form.locator('input[name="password"]').fill("Wrong-password-1");
  const [answer] = await Promise.all([
    plain.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(answer.status()).toBe(401);
  await expect(form.getByRole("alert")).toBeVisible(ANSWERED);
  await context.close();
});
