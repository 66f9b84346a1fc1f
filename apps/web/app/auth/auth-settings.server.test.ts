import { WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The settings module as a server started with these environment variables reads them. */
async function settingsWith(env: Record<string, string>) {
  vi.resetModules();
  // The machine running the tests may have its own.
  vi.stubEnv("PUBLIC_URL", undefined);
  vi.stubEnv("OIDC_ISSUER", undefined);
  vi.stubEnv("OIDC_CLIENT_ID", undefined);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { authSettingsOf } = await import("./auth-settings.server");
  return authSettingsOf(new Request("http://127.0.0.1:8291/profile"));
}

describe("authSettingsOf", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("defaults to the built-in provider under /identity of the request's origin", async () => {
    expect(await settingsWith({})).toEqual({
      authority: "http://127.0.0.1:8291/identity",
      clientId: WEB_CLIENT_ID,
    });
  });

  it("uses the public address behind a proxy", async () => {
    expect(await settingsWith({ PUBLIC_URL: "https://www.romdoul.example/" })).toMatchObject({
      authority: "https://www.romdoul.example/identity",
    });
  });

  it("takes another provider and client id from the configuration", async () => {
    expect(
      await settingsWith({
        OIDC_ISSUER: "https://id.example.com/realms/romdoul/",
        OIDC_CLIENT_ID: "portal",
      }),
    ).toEqual({ authority: "https://id.example.com/realms/romdoul", clientId: "portal" });
  });
});
