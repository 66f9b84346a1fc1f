import { describe, expect, it } from "vitest";
import { getRouteEntry } from "../../route-table";
import { providerScreenOf, signInTargetOf } from "./sign-in-start-screen";

describe("the sign-in entry points", () => {
  it("come back to a page of this site only (no open redirect), else the profile", () => {
    expect(signInTargetOf("/my_orders?page=2")).toBe("/my_orders?page=2");
    expect(signInTargetOf(null)).toBe("/profile");
    expect(signInTargetOf("https://evil.example/")).toBe("/profile");
    expect(signInTargetOf("//evil.example/")).toBe("/profile");
  });

  it("start /login on the provider's sign-in, /register and /online-signup on its registration", () => {
    expect(providerScreenOf(getRouteEntry("login"))).toBe("sign-in");
    expect(providerScreenOf(getRouteEntry("register"))).toBe("register");
    expect(providerScreenOf(getRouteEntry("onlineSignup"))).toBe("register");
  });
});
