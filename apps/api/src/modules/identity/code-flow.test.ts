import { callUrl } from "@isp/contracts/http/define-call";
import { WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import { SignInCall } from "@isp/contracts/identity/sign-in";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, finishSignIn, pathOf, postToken, SITE, startSignIn } from "../../test/sign-in-flow";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";

const DARA = { login: "dara@demo.romdoul.example", password: "Romdoul-2026" };

describe.each(testDatabaseKinds())("sign-in with authorization code and PKCE on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(() => ctx.close());

  it("signs in on the provider's page and gets a JWT access token the API accepts", async () => {
    const jar = new CookieJar();
    const { uid, location, pkce } = await startSignIn(ctx.app, jar);
    expect(location).toBe(`/account/sign-in/${uid}`);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: callUrl(SignInCall, { params: { uid } }),
      payload: DARA,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const tokens = await finishSignIn(ctx.app, jar, signIn.json().redirectTo, pkce.verifier);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe("at+jwt");
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: "http://localhost/identity",
      role: "customer",
      customer_id: "100245",
    });
    expect(tokens.refresh_token).toBeTruthy();

    const profile = await ctx.app.inject({
      method: "GET",
      url: callUrl(GetProfileCall),
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({ name: "Sok Dara", customer: { customerId: "100245" } });
  });

  async function codeFor(jar: CookieJar) {
    const { uid, pkce } = await startSignIn(ctx.app, jar);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: callUrl(SignInCall, { params: { uid } }),
      payload: DARA,
    });
    let location = signIn.json().redirectTo as string;
    while (!location.includes("/oidc-callback")) {
      const response = await ctx.app.inject({
        method: "GET",
        url: pathOf(location),
        headers: { cookie: jar.header() },
      });
      jar.keep(response.headers["set-cookie"]);
      location = String(response.headers.location);
    }
    return { code: new URL(location).searchParams.get("code") as string, verifier: pkce.verifier };
  }

  it("refuses the code without the PKCE verifier or with a wrong one, and a second time", async () => {
    const { code, verifier } = await codeFor(new CookieJar());
    const exchange = (codeVerifier?: string) =>
      postToken(ctx.app, {
        grant_type: "authorization_code",
        code,
        redirect_uri: `${SITE}/oidc-callback`,
        client_id: WEB_CLIENT_ID,
        ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
      });
    expect((await exchange()).statusCode).toBe(400);
    expect((await exchange("x".repeat(43))).json().error).toBe("invalid_grant");
    expect((await exchange(verifier)).statusCode).toBe(200);
    // A code works once.
    expect((await exchange(verifier)).json().error).toBe("invalid_grant");
  });

  it("refuses to start without PKCE or with a foreign redirect address", async () => {
    const jar = new CookieJar();
    const noPkce = await ctx.app.inject({
      method: "GET",
      url: `/identity/auth?client_id=${WEB_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${SITE}/oidc-callback`)}`,
    });
    expect(noPkce.statusCode).toBe(303);
    expect(noPkce.headers.location).toMatch(/error=invalid_request/);
    await expect(startSignIn(ctx.app, jar, { redirect_uri: "https://evil.example/cb" })).rejects.toThrow(
      /did not start/,
    );
  });

  it("signs out with a branded page that submits itself when the web app gives its ID token", async () => {
    const jar = new CookieJar();
    const { uid, pkce } = await startSignIn(ctx.app, jar, { ui_locales: "en" });
    const signIn = await ctx.app.inject({
      method: "POST",
      url: callUrl(SignInCall, { params: { uid } }),
      payload: DARA,
    });
    const tokens = await finishSignIn(ctx.app, jar, signIn.json().redirectTo, pkce.verifier);
    const endSession = (query: Record<string, string>) =>
      ctx.app.inject({
        method: "GET",
        url: `/identity/session/end?${new URLSearchParams({ client_id: WEB_CLIENT_ID, post_logout_redirect_uri: `${SITE}/`, ui_locales: "en", ...query })}`,
        headers: { cookie: jar.header() },
      });
    const asked = await endSession({});
    expect(asked.body).toContain("Do you want to sign out of Romdoul Net?");
    expect(asked.body).not.toContain("<script");
    const hinted = await endSession({ id_token_hint: tokens.id_token });
    const policy = String(hinted.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toMatch(/default-src 'none'/);
    expect(hinted.body).toContain(`<script nonce="${nonce}">`);
  });

  it("gives the provider's own self-submitting page the nonce of its policy", async () => {
    const answer = await ctx.app.inject({
      method: "GET",
      url: `/identity/session/end?client_id=${WEB_CLIENT_ID}&post_logout_redirect_uri=${encodeURIComponent(`${SITE}/`)}`,
    });
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.body).toContain(`<script nonce="${nonce}">`);
  });
});
