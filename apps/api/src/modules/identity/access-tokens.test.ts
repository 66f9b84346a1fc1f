import { parseEnv } from "@isp/contracts/env";
import { callUrl } from "@isp/contracts/http/define-call";
import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { base64url, decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, configFromEnv, DEV_MOBILE_CLIENT_SECRET } from "../../config";
import { basicAuth, postToken } from "../../test/sign-in-flow";
import { createTestApp } from "../../test/test-app";
import { loadProviderKeys, rotateSigningKey } from "./identity-keys";

describe("bearer tokens on the API", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let genuine: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await postToken(
      ctx.app,
      { grant_type: "password", username: "sophea@demo.romdoul.example", password: "Romdoul-2026" },
      { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
    );
    genuine = response.json().access_token;
  });
  afterAll(() => ctx.close());

  const profile = (authorization?: string) =>
    ctx.app.inject({
      method: "GET",
      url: callUrl(GetProfileCall),
      headers: { "accept-language": "en", ...(authorization ? { authorization } : {}) },
    });

  it("answers the caller's own profile, and 401 with WWW-Authenticate without a token", async () => {
    const mine = await profile(`Bearer ${genuine}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      email: "sophea@demo.romdoul.example",
      customer: { customerId: "100318" },
    });
    const none = await profile();
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe("Bearer");
    expect(none.json()).toEqual({ error: "token_required", message: "Please sign in to continue." });
  });

  /** A token like the genuine one, with some claims or its header changed, signed by `key`. */
  async function forge(changes: Record<string, unknown>, header: Record<string, unknown> = {}) {
    const { privateKey } = await generateKeyPair("RS256");
    const claims = { ...decodeJwt(genuine), ...changes };
    return new SignJWT(claims)
      .setProtectedHeader({ ...decodeProtectedHeader(genuine), alg: "RS256", ...header })
      .sign(privateKey);
  }

  it("refuses a token signed by another key, even with the provider's key id", async () => {
    const forged = await forge({ customer_id: "100245" });
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it("refuses alg none", async () => {
    const [, payload] = genuine.split(".");
    const header = base64url.encode(JSON.stringify({ alg: "none", typ: "at+jwt" }));
    expect((await profile(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
    const [, , signature] = genuine.split(".");
    expect((await profile(`Bearer ${header}.${payload}.${signature}`)).statusCode).toBe(401);
  });

  it("refuses a changed payload under the genuine signature (wrong issuer, audience, expiry)", async () => {
    const [header, , signature] = genuine.split(".");
    for (const change of [
      { iss: "https://evil.example/identity" },
      { aud: "urn:someone-else:api" },
      { exp: Math.floor(Date.now() / 1000) - 60 },
      { customer_id: "100245" },
    ]) {
      const payload = base64url.encode(JSON.stringify({ ...decodeJwt(genuine), ...change }));
      const answer = await profile(`Bearer ${header}.${payload}.${signature}`);
      expect(answer.statusCode, JSON.stringify(change)).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
    }
  });

  it("refuses an ID token offered as an access token", async () => {
    const response = await postToken(
      ctx.app,
      { grant_type: "password", username: "sophea@demo.romdoul.example", password: "Romdoul-2026" },
      { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
    );
    expect((await profile(`Bearer ${response.json().id_token}`)).statusCode).toBe(401);
  });

  it("rotates signing keys: the new key comes first, the old one still verifies", async () => {
    const before = await loadProviderKeys(ctx.db);
    const kid = await rotateSigningKey(ctx.db);
    const after = await loadProviderKeys(ctx.db);
    expect(after.jwks.keys[0]?.kid).toBe(kid);
    expect(after.jwks.keys.map((key) => key.kid)).toContain(before.jwks.keys[0]?.kid);
    await rotateSigningKey(ctx.db, { retireBefore: new Date(Date.now() + 1000) });
    expect((await loadProviderKeys(ctx.db)).jwks.keys).toHaveLength(1);
  });
});

describe("identity settings", () => {
  const env = (values: Record<string, string>) =>
    parseEnv({ DATA_DIR: "/tmp/identity-settings-test", ...values });

  it("refuses a real database with the README's mobile client secret", async () => {
    await expect(configFromEnv(env({ CAPTCHA_SECRET: "x".repeat(32) }), "postgres")).rejects.toThrow(
      ConfigError,
    );
    const config = await configFromEnv(
      env({ CAPTCHA_SECRET: "x".repeat(32), MOBILE_CLIENT_SECRET: "a-real-secret-of-its-own" }),
      "postgres",
    );
    expect(config.identity.mobileClientSecret).toBe("a-real-secret-of-its-own");
  });

  it("puts the issuer under PUBLIC_URL, or uses another provider by OIDC_ISSUER", async () => {
    const builtIn = await configFromEnv(
      env({ CAPTCHA_SECRET: "x".repeat(32), PUBLIC_URL: "https://www.example.com/" }),
      "pglite",
    );
    expect(builtIn.identity).toMatchObject({
      issuer: "https://www.example.com/identity",
      mobileClientSecret: DEV_MOBILE_CLIENT_SECRET,
    });
    const keycloak = await configFromEnv(
      env({
        CAPTCHA_SECRET: "x".repeat(32),
        OIDC_ISSUER: "https://id.example.com/realms/isp",
        OIDC_AUDIENCE: "isp-api",
      }),
      "postgres",
    );
    expect(keycloak.identity).toMatchObject({
      externalIssuer: "https://id.example.com/realms/isp",
      audience: "isp-api",
    });
  });
});
