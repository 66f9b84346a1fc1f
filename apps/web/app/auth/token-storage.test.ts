// @vitest-environment jsdom
import { brand } from "@isp/brand";
import { LANGUAGE_STORAGE_KEY } from "@isp/contracts/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearTokens,
  hasStoredSession,
  readAccessToken,
  readIdToken,
  readRefreshToken,
  storeTokens,
  TOKEN_STORAGE_KEYS,
} from "./token-storage";

describe("token storage (spec §9)", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("names every key after the product", () => {
    for (const key of [...Object.values(TOKEN_STORAGE_KEYS), LANGUAGE_STORAGE_KEY]) {
      expect(key.startsWith(`${brand.id}.`), key).toBe(true);
    }
  });

  it("keeps exactly the access and refresh tokens (beside the language) in local storage", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    storeTokens({ accessToken: "at-1", refreshToken: "rt-1", idToken: "id-1" });
    expect(Object.keys(localStorage).sort()).toEqual(
      [LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEYS.accessToken, TOKEN_STORAGE_KEYS.refreshToken].sort(),
    );
    expect([readAccessToken(), readRefreshToken(), readIdToken()]).toEqual(["at-1", "rt-1", "id-1"]);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEYS.idToken)).toBe("id-1");
  });

  it("keeps the old refresh and ID tokens when a refresh answer brings none", () => {
    storeTokens({ accessToken: "at-1", refreshToken: "rt-1", idToken: "id-1" });
    storeTokens({ accessToken: "at-2", refreshToken: null, idToken: null });
    expect([readAccessToken(), readRefreshToken(), readIdToken()]).toEqual(["at-2", "rt-1", "id-1"]);
  });

  it("has a session while either token is kept, and none once both are cleared", () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEYS.refreshToken, "rt-only");
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
    // Web-view mode: the mobile app hands over an access token alone.
    localStorage.setItem(TOKEN_STORAGE_KEYS.accessToken, "at-only");
    expect(hasStoredSession()).toBe(true);
    storeTokens({ accessToken: "at-1", refreshToken: "rt-1", idToken: "id-1" });
    clearTokens();
    expect(hasStoredSession()).toBe(false);
    expect(readIdToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("has no session when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(readAccessToken()).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });
});
