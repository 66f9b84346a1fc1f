import { describe, expect, it } from "vitest";
import { fakeJwt } from "./test-tokens.test-utils";
import { expiresAtOf, hasAnyRole, readTokenClaims, rolesOf } from "./token-claims";

describe("hasAnyRole (spec §6)", () => {
  const single = fakeJwt({ sub: "a1", role: "consumer" });
  const list = fakeJwt({ sub: "a1", role: ["consumer", "business"] });
  const none = fakeJwt({ sub: "a1" });

  it("reads the role claim as a single value or a list", () => {
    expect(rolesOf(single)).toEqual(["consumer"]);
    expect(rolesOf(list)).toEqual(["consumer", "business"]);
    expect(rolesOf(none)).toEqual([]);
    expect(rolesOf(fakeJwt({ role: ["consumer", 7, null] }))).toEqual(["consumer"]);
  });

  it("passes when any wanted role is held", () => {
    expect(hasAnyRole(single, ["consumer"])).toBe(true);
    expect(hasAnyRole(single, ["business", "consumer"])).toBe(true);
    expect(hasAnyRole(list, ["business"])).toBe(true);
  });

  it("fails when none is held, or there is no readable token", () => {
    expect(hasAnyRole(single, ["business"])).toBe(false);
    expect(hasAnyRole(none, ["consumer"])).toBe(false);
    expect(hasAnyRole(null, ["consumer"])).toBe(false);
    expect(hasAnyRole("not-a-jwt", ["consumer"])).toBe(false);
  });

  it("passes any token, even none, when no role is wanted", () => {
    expect(hasAnyRole(none, [])).toBe(true);
    expect(hasAnyRole(null, [])).toBe(true);
  });
});

describe("readTokenClaims", () => {
  it("decodes base64url payloads, UTF-8 included", () => {
    // "ដារ៉ា" and "?" encode to base64 with '+', '/' or '-', '_' in url form.
    const token = fakeJwt({ sub: "a1", name: "ដារ៉ា ??>>", exp: 1_900_000_000 });
    expect(readTokenClaims(token)).toMatchObject({ sub: "a1", name: "ដារ៉ា ??>>" });
    expect(expiresAtOf(token)).toBe(1_900_000_000);
  });

  it("answers null for what is not a JWT with an object payload", () => {
    expect(readTokenClaims(null)).toBeNull();
    expect(readTokenClaims("abc")).toBeNull();
    expect(readTokenClaims("a.%%%.c")).toBeNull();
    expect(readTokenClaims(`a.${Buffer.from("[1,2]").toString("base64url")}.c`)).toBeNull();
    expect(expiresAtOf(fakeJwt({ exp: "soon" }))).toBeUndefined();
  });
});
