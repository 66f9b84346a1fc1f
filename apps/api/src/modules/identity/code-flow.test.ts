import { callUrl } from "@isp/contracts/http/define-call";
import { SignInCall } from "@isp/contracts/identity/sign-in";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, finishSignIn, startSignIn } from "../../test/sign-in-flow";
import { createTestApp } from "../../test/test-app";

const DARA = { login: "dara@demo.romdoul.example", password: "Romdoul-2026" };

describe("sign-in with authorization code and PKCE", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
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
});
