// @vitest-environment jsdom
import "../../blocks/jsdom-polyfills";
import type { InteractionDetails } from "@isp/contracts/identity/interaction";
import type { Language } from "@isp/contracts/languages";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n, type Messages } from "../../i18n/i18n";
import en from "../../i18n/locales/en.json";
import km from "../../i18n/locales/km.json";
import zh from "../../i18n/locales/zh.json";
import { I18nProvider } from "../../i18n/use-translation";
import { theme } from "../../theme";
import { type AccountFailure, NO_FAILURE } from "./account-failure";
import type { AccountPageView } from "./account-page-data";
import type { CodeStep } from "./code-step";
import { ForgotPasswordPage } from "./forgot-password-page";
import { LinkCustomerPage } from "./link-customer-page";
import { RegisterPage } from "./register-page";
import { SignInPage } from "./sign-in-page";

afterEach(cleanup);

const MESSAGES = { en, km, zh } as unknown as Record<Language, Messages>;
// The loader runs before the first render; a busy machine can take longer than the default second.
const SETTLED = { timeout: 5000 };
const UID = "interaction-uid-1234";

const DETAILS: InteractionDetails = {
  uid: UID,
  prompt: "login",
  screen: "sign-in",
  clientName: "Website",
  culture: null,
  loginHint: null,
  signedInName: null,
};

type Setup = {
  interaction?: InteractionDetails | null;
  codeStep?: CodeStep | null;
  language?: Language;
  /** What the page's action answers to any post. */
  failure?: AccountFailure;
};

/** Renders a page module under a route stub whose loader (and action) answer as told. */
function renderPage(Page: ComponentType, setup: Setup = {}) {
  const language = setup.language ?? "en";
  const i18n = createI18n(language, MESSAGES[language]);
  const data: AccountPageView = {
    interaction: setup.interaction === undefined ? DETAILS : setup.interaction,
    codeStep: setup.codeStep ?? null,
  };
  const Stub = createRoutesStub([
    {
      path: "/account/page/:uid",
      Component: () => (
        <MantineProvider theme={theme}>
          <I18nProvider i18n={i18n}>
            <Page />
          </I18nProvider>
        </MantineProvider>
      ),
      loader: () => data,
      action: () => setup.failure ?? NO_FAILURE,
    },
  ]);
  return render(<Stub initialEntries={[`/account/page/${UID}`]} />);
}

const SMS_CODE: CodeStep = { verificationId: "v_42", channel: "sms", destination: "+855 ** *** 678" };

describe("the sign-in page", () => {
  it("asks for the login and password, with links to register and reset, and a way back", async () => {
    renderPage(SignInPage, { interaction: { ...DETAILS, loginHint: "dara@example.com" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" }, SETTLED)).toBeTruthy();
    expect((screen.getByLabelText(/E-mail or mobile number/) as HTMLInputElement).value).toBe(
      "dara@example.com",
    );
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe("password");
    expect(password.autocomplete).toBe("current-password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle.getAttribute("type")).toBe("button");
    // Mantine toggles on mouse down (and Enter or Space), so the field keeps its focus.
    fireEvent.mouseDown(toggle);
    expect(password.type).toBe("text");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      `/account/register/${UID}`,
    );
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      `/account/forgot-password/${UID}`,
    );
    expect(screen.getByRole("button", { name: "Back to the site" })).toBeTruthy();
  });

  it("shows the API's message and keeps the login after a refusal", async () => {
    renderPage(SignInPage, {
      failure: { ...NO_FAILURE, message: "Wrong login or password", values: { login: "012 345 678" } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }, SETTLED));
    expect((await screen.findByRole("alert", {}, SETTLED)).textContent).toContain("Wrong login or password");
    expect((screen.getByLabelText(/E-mail or mobile number/) as HTMLInputElement).value).toBe("012 345 678");
  });

  it("shows the system-error text when the API gave no message for the person", async () => {
    renderPage(SignInPage, { failure: { ...NO_FAILURE, values: { login: "dara@example.com" } } });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }, SETTLED));
    expect((await screen.findByRole("alert", {}, SETTLED)).textContent).toBe(en.errors.system);
  });

  it("says the sign-in expired, with a way to start again, for an unknown interaction", async () => {
    renderPage(SignInPage, { interaction: null, language: "km" });
    expect(
      await screen.findByRole("heading", { level: 1, name: km.account.expired.title }, SETTLED),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: km.account.expired.startAgain }).getAttribute("href")).toBe(
      "/login",
    );
  });

  it("says so as well when the interaction ends while the page is open", async () => {
    renderPage(SignInPage, { failure: { ...NO_FAILURE, isExpired: true } });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }, SETTLED));
    expect(await screen.findByRole("heading", { name: en.account.expired.title }, SETTLED)).toBeTruthy();
  });
});

describe("the registration page", () => {
  it("shows the password rule as help before anyone gets it wrong, in the page's language", async () => {
    renderPage(RegisterPage, { language: "zh" });
    const password = await screen.findByLabelText(/^密码/, {}, SETTLED);
    const help = document.getElementById(password.getAttribute("aria-describedby")?.split(" ")[0] ?? "");
    expect(help?.textContent).toContain("至少为 8 个字符");
    expect(screen.getByLabelText(/确认密码/)).toBeTruthy();
  });

  it("puts the API's field messages under their fields and keeps what was typed", async () => {
    renderPage(RegisterPage, {
      failure: {
        ...NO_FAILURE,
        message: "Please correct the highlighted fields",
        fieldErrors: { confirmPassword: "Password must match" },
        values: { name: "Dara", login: "dara@example.com" },
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send the code" }, SETTLED));
    await screen.findByRole("alert", {}, SETTLED);
    const confirm = screen.getByLabelText(/Confirm password/);
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(confirm.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Password must match");
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe("Dara");
  });

  it("asks for the code sent, for phones to fill in, and offers a new one", async () => {
    renderPage(RegisterPage, { codeStep: SMS_CODE });
    const code = (await screen.findByLabelText(/6-digit code/, {}, SETTLED)) as HTMLInputElement;
    expect(code.inputMode).toBe("numeric");
    expect(code.autocomplete).toBe("one-time-code");
    expect(screen.getByTestId("code-destination").textContent).toBe(
      "We sent a 6-digit code by SMS to +855 ** *** 678. It is valid for 10 minutes.",
    );
    const form = code.closest("form") as HTMLFormElement;
    expect(new FormData(form).get("verificationId")).toBe("v_42");
    expect(new FormData(form).get("intent")).toBe("confirm");
    expect(screen.getByRole("link", { name: "Send a new code" }).getAttribute("href")).toBe(
      `/account/register/${UID}`,
    );
  });
});

describe("the forgot-password page", () => {
  it("asks for the login first, then the code with a new password", async () => {
    renderPage(ForgotPasswordPage);
    expect(await screen.findByRole("button", { name: "Send the code" }, SETTLED)).toBeTruthy();
    cleanup();
    renderPage(ForgotPasswordPage, { codeStep: { ...SMS_CODE, channel: "email", destination: "d***@x.kh" } });
    const code = await screen.findByLabelText(/6-digit code/, {}, SETTLED);
    const fields = new FormData(code.closest("form") as HTMLFormElement);
    expect([...fields.keys()]).toEqual(["intent", "verificationId", "code", "password", "confirmPassword"]);
    expect(screen.getByText(/We sent a 6-digit code to d\*\*\*@x\.kh/)).toBeTruthy();
  });
});

describe("the link-customer page", () => {
  it("asks for the customer id of the signed-in person, and lets them skip", async () => {
    renderPage(LinkCustomerPage, { interaction: { ...DETAILS, signedInName: "Dara Sok" } });
    expect(await screen.findByText("Signed in as Dara Sok", {}, SETTLED)).toBeTruthy();
    expect(screen.getByLabelText(/Customer ID \(CID\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Skip for now" })).toBeTruthy();
  });

  it("sends to the sign-in first when nobody signed in, or when the API says so", async () => {
    renderPage(LinkCustomerPage);
    expect((await screen.findByRole("link", { name: "Sign in" }, SETTLED)).getAttribute("href")).toBe(
      `/account/sign-in/${UID}`,
    );
    cleanup();
    renderPage(LinkCustomerPage, {
      interaction: { ...DETAILS, signedInName: "Dara" },
      failure: { ...NO_FAILURE, isSignInRequired: true, message: "Sign in first" },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send the code" }, SETTLED));
    const alert = await screen.findByRole("alert", {}, SETTLED);
    expect(alert.textContent).toContain("Sign in first");
    expect(alert.querySelector("a")?.getAttribute("href")).toBe(`/account/sign-in/${UID}`);
  });
});
