import { setInProcessApi } from "@isp/contracts/http/api-transport";
import { LANGUAGE_COOKIE } from "@isp/contracts/languages";
import type { ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forgotPasswordAction,
  linkCustomerAction,
  registerAction,
  signInAction,
} from "./account-actions.server";

const UID = "interaction-uid-1234";
const RESUME = `/identity/auth/${UID}`;

type Sent = { path: string; method: string; headers: Record<string, string>; body: unknown };
type Answer = { status: number; body: unknown };

/**
 * Stands in for the API in this process: answers each path (under /identity/api/v1/interactions/{uid})
 * as told, 404 for the rest, and records what was sent.
 */
function stubApi(answers: Record<string, Answer>): Sent[] {
  const sent: Sent[] = [];
  setInProcessApi(async (path, init) => {
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    sent.push({ path, method: init.method, headers: init.headers, body });
    const answer = answers[path.replace(`/identity/api/v1/interactions/${UID}`, "") || "/"] ?? {
      status: 404,
      body: { error: "not_found", message: "This sign-in has expired" },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

const INTERACTION = {
  status: 200,
  body: {
    uid: UID,
    prompt: "login",
    screen: "sign-in",
    clientName: "Website",
    culture: null,
    loginHint: null,
    signedInName: null,
  },
};

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

function post(action: Action, page: string, fields: Record<string, string>, uid = UID) {
  const body = new URLSearchParams(fields).toString();
  // As a script posts it: to the route's data address.
  const request = new Request(
    `http://localhost/account/${page}/${uid}.data?verification=v1&channel=sms&to=x`,
    {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(Buffer.byteLength(body)),
        cookie: `${LANGUAGE_COOKIE}=en`,
        "x-forwarded-for": "203.0.113.9",
      },
    },
  );
  return action({ request, params: { uid } } as unknown as ActionFunctionArgs);
}

/** The status and target of a redirect, or the status and data of a failure (returned or thrown). */
async function outcome(promise: Promise<unknown>) {
  const result = (await promise.catch((thrown) => thrown)) as
    | Response
    | { data: unknown; init: { status: number } | null };
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("location"),
      isDocument: result.headers.get("x-remix-reload-document") === "true",
    };
  }
  return { status: result.init?.status, data: result.data };
}

afterEach(() => {
  setInProcessApi(undefined);
  vi.restoreAllMocks();
});

describe("signing in", () => {
  it("sends the login and password in the visitor's language and address, then follows the provider", async () => {
    const sent = stubApi({ "/sign-in": { status: 200, body: { redirectTo: RESUME } } });
    const result = await outcome(
      post(signInAction, "sign-in", { intent: "sign-in", login: "012 345 678", password: "Secret-1" }),
    );
    expect(result).toEqual({ status: 302, location: RESUME, isDocument: true });
    expect(sent).toEqual([
      {
        path: `/identity/api/v1/interactions/${UID}/sign-in`,
        method: "POST",
        headers: expect.objectContaining({ "accept-language": "en", "x-forwarded-for": "203.0.113.9" }),
        body: { login: "012 345 678", password: "Secret-1" },
      },
    ]);
  });

  it("shows the API's message for a wrong password and keeps the login, never the password", async () => {
    stubApi({
      "/sign-in": { status: 401, body: { error: "invalid_credentials", message: "Wrong login or password" } },
    });
    const result = await outcome(
      post(signInAction, "sign-in", { intent: "sign-in", login: "dara@example.com", password: "nope" }),
    );
    expect(result).toEqual({
      status: 401,
      data: {
        isExpired: false,
        isSignInRequired: false,
        message: "Wrong login or password",
        fieldErrors: {},
        values: { login: "dara@example.com" },
      },
    });
  });

  it("puts a 400's field messages under their fields", async () => {
    stubApi({
      "/sign-in": {
        status: 400,
        body: {
          error: "validation_failed",
          message: "Please correct the highlighted fields",
          errors: { login: { key: "login", message: "Enter your e-mail address or mobile number" } },
        },
      },
    });
    const result = await outcome(
      post(signInAction, "sign-in", { intent: "sign-in", login: "x", password: "" }),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      message: "Please correct the highlighted fields",
      fieldErrors: { login: "Enter your e-mail address or mobile number" },
    });
  });

  it("says the sign-in expired when the interaction is gone", async () => {
    stubApi({});
    const result = await outcome(
      post(signInAction, "sign-in", { intent: "sign-in", login: "a@b.kh", password: "x" }),
    );
    expect(result).toMatchObject({ status: 404, data: { isExpired: true } });
  });

  it("answers a system error, logged, when the API fails", async () => {
    stubApi({ "/sign-in": { status: 500, body: { error: "internal", message: "boom", requestId: "r1" } } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await outcome(
      post(signInAction, "sign-in", { intent: "sign-in", login: "a@b.kh", password: "x" }),
    );
    expect(result).toMatchObject({ status: 502, data: { message: null, values: { login: "a@b.kh" } } });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("API status 500"));
  });

  it("leaves the sign-in for the client's address on 'back to the site'", async () => {
    const sent = stubApi({
      "/abort": { status: 200, body: { redirectTo: "/oidc-callback?error=access_denied" } },
    });
    const result = await outcome(post(signInAction, "sign-in", { intent: "abort" }));
    expect(result).toEqual({ status: 302, location: "/oidc-callback?error=access_denied", isDocument: true });
    expect(sent[0]?.body).toBeUndefined();
  });

  it("refuses an unknown intent, a malformed uid and a body that is no form", async () => {
    stubApi({});
    expect(await outcome(post(signInAction, "sign-in", { intent: "toString" }))).toMatchObject({
      status: 400,
    });
    expect(await outcome(post(signInAction, "sign-in", { intent: "sign-in" }, "x"))).toMatchObject({
      status: 404,
    });
    const request = new Request(`http://localhost/account/sign-in/${UID}`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    const result = signInAction({ request, params: { uid: UID } } as unknown as ActionFunctionArgs);
    expect(await outcome(result)).toMatchObject({ status: 400 });
  });
});

describe("registering", () => {
  const first = {
    intent: "register",
    name: "Dara",
    login: "dara@example.com",
    password: "Pass-2026",
    confirmPassword: "Pass-2026",
  };

  it("sends the first step, then shows the code step on the same page", async () => {
    const sent = stubApi({
      "/registration": {
        status: 202,
        body: { verificationId: "v_42", channel: "email", destination: "d***@example.com" },
      },
    });
    const result = await outcome(post(registerAction, "register", first));
    expect(result).toEqual({
      status: 302,
      location: `/account/register/${UID}?verification=v_42&channel=email&to=d***%40example.com`,
      isDocument: false,
    });
    expect(sent[0]?.body).toEqual({
      name: "Dara",
      login: "dara@example.com",
      password: "Pass-2026",
      confirmPassword: "Pass-2026",
    });
  });

  it("keeps the name and login of a refused first step, not the passwords", async () => {
    stubApi({
      "/registration": {
        status: 400,
        body: {
          error: "validation_failed",
          message: "Please correct the highlighted fields",
          errors: { confirmPassword: { key: "passwordMatch", message: "Password must match" } },
        },
      },
    });
    const result = await outcome(post(registerAction, "register", { ...first, confirmPassword: "other" }));
    expect(result.data).toMatchObject({
      fieldErrors: { confirmPassword: "Password must match" },
      values: { name: "Dara", login: "dara@example.com" },
    });
  });

  it("confirms the code and follows the provider", async () => {
    const sent = stubApi({ "/registration/confirm": { status: 200, body: { redirectTo: RESUME } } });
    const result = await outcome(
      post(registerAction, "register", { intent: "confirm", verificationId: "v_42", code: "123 456" }),
    );
    expect(result).toEqual({ status: 302, location: RESUME, isDocument: true });
    expect(sent[0]?.body).toEqual({ verificationId: "v_42", code: "123 456" });
  });

  it("shows too many tries as the API words it", async () => {
    stubApi({
      "/registration/confirm": {
        status: 429,
        body: { error: "too_many_attempts", message: "Ask for a new code" },
      },
    });
    const result = await outcome(
      post(registerAction, "register", { intent: "confirm", verificationId: "v_42", code: "000000" }),
    );
    expect(result).toMatchObject({ status: 429, data: { message: "Ask for a new code" } });
  });
});

describe("resetting a password", () => {
  it("sends the login, then the code with the new password", async () => {
    const sent = stubApi({
      "/password-reset": {
        status: 202,
        body: { verificationId: "r1", channel: "sms", destination: "+855 ** *** 678" },
      },
      "/password-reset/confirm": { status: 200, body: { redirectTo: RESUME } },
    });
    const started = await outcome(
      post(forgotPasswordAction, "forgot-password", { intent: "reset", login: "012345678" }),
    );
    expect(started.location).toBe(
      `/account/forgot-password/${UID}?verification=r1&channel=sms&to=%2B855+**+***+678`,
    );
    const confirmed = await outcome(
      post(forgotPasswordAction, "forgot-password", {
        intent: "confirm",
        verificationId: "r1",
        code: "654321",
        password: "New-pass-1",
        confirmPassword: "New-pass-1",
      }),
    );
    expect(confirmed).toEqual({ status: 302, location: RESUME, isDocument: true });
    expect(sent.map((call) => call.body)).toEqual([
      { login: "012345678" },
      { verificationId: "r1", code: "654321", password: "New-pass-1", confirmPassword: "New-pass-1" },
    ]);
  });
});

describe("linking a customer record", () => {
  it("tells an unknown customer id apart from an expired sign-in", async () => {
    stubApi({
      "/": INTERACTION,
      "/customer-link": { status: 404, body: { error: "customer_not_found", message: "Wrong CID" } },
    });
    const result = await outcome(
      post(linkCustomerAction, "link-customer", { intent: "link", customerId: "999" }),
    );
    expect(result).toMatchObject({
      status: 404,
      data: { isExpired: false, message: "Wrong CID", values: { customerId: "999" } },
    });
  });

  it("asks to sign in first on a 403", async () => {
    stubApi({
      "/customer-link": { status: 403, body: { error: "sign_in_required", message: "Sign in first" } },
    });
    const result = await outcome(
      post(linkCustomerAction, "link-customer", { intent: "link", customerId: "1" }),
    );
    expect(result).toMatchObject({ status: 403, data: { isSignInRequired: true, message: "Sign in first" } });
  });

  it("goes on without linking on 'skip'", async () => {
    const sent = stubApi({ "/customer-link/skip": { status: 200, body: { redirectTo: RESUME } } });
    const result = await outcome(post(linkCustomerAction, "link-customer", { intent: "skip" }));
    expect(result).toEqual({ status: 302, location: RESUME, isDocument: true });
    expect(sent).toHaveLength(1);
  });

  it("has no 'back to the site': the person has signed in already", async () => {
    stubApi({});
    expect(await outcome(post(linkCustomerAction, "link-customer", { intent: "abort" }))).toMatchObject({
      status: 400,
    });
  });
});
