import { describe, expect, it } from "vitest";
import { decideGuard, type GuardInput, guardSignInOf } from "./navigation-guard";
import { fakeJwt } from "./test-tokens.test-utils";

const token = fakeJwt({ sub: "a1", role: ["consumer"] });
const privateRoute: GuardInput = {
  isPublic: false,
  wantedRoles: [],
  isWebView: false,
  hasSession: false,
  accessToken: null,
};

describe("decideGuard (spec §2 navigation guard)", () => {
  it("lets anyone see a public route, in either mode", () => {
    expect(decideGuard({ ...privateRoute, isPublic: true })).toBe("allow");
    expect(decideGuard({ ...privateRoute, isPublic: true, isWebView: true })).toBe("allow");
  });

  it("normal mode: a private route without a session starts sign-in; with one it shows", () => {
    expect(decideGuard(privateRoute)).toBe("sign-in");
    expect(decideGuard({ ...privateRoute, hasSession: true, accessToken: token })).toBe("allow");
    // An expired or missing access token with a refresh token is still a session: the first 401 refreshes.
    expect(decideGuard({ ...privateRoute, hasSession: true, accessToken: null })).toBe("allow");
  });

  it("web-view mode: a stored token stands in for sign-in; without one the route is not found", () => {
    const webView = { ...privateRoute, isWebView: true };
    expect(decideGuard({ ...webView, hasSession: true, accessToken: token })).toBe("allow");
    expect(decideGuard(webView)).toBe("not-found");
    expect(decideGuard({ ...webView, hasSession: true, accessToken: null })).toBe("not-found");
  });

  it("a route that wants roles lets in a holder of any of them, and no one else", () => {
    const signedIn = { ...privateRoute, hasSession: true, accessToken: token };
    expect(decideGuard({ ...signedIn, wantedRoles: ["business", "consumer"] })).toBe("allow");
    expect(decideGuard({ ...signedIn, wantedRoles: ["business"] })).toBe("not-found");
    expect(decideGuard({ ...signedIn, isWebView: true, wantedRoles: ["business"] })).toBe("not-found");
  });
});

describe("guardSignInOf", () => {
  it("carries the intended path with its query, ssoParams, action and the language", () => {
    const request = guardSignInOf(
      { pathname: "/product/subscriptions", search: "?action=register&ssoParams=abc%3D1&productId=4" },
      "en",
    );
    expect(request).toEqual({
      target: "/product/subscriptions?action=register&ssoParams=abc%3D1&productId=4",
      language: "en",
      extraParams: { action: "register", ssoParams: "abc=1" },
    });
  });

  it("leaves out ssoParams and action when the address has none", () => {
    expect(guardSignInOf({ pathname: "/profile", search: "" }, "km")).toEqual({
      target: "/profile",
      language: "km",
      extraParams: {},
    });
  });
});
