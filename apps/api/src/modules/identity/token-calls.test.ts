import { MOBILE_CLIENT_ID, WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MOBILE_CLIENT_SECRET } from "../../config";
import { basicAuth, postToken, readLatestCode } from "../../test/sign-in-flow";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { accounts } from "./tables";

const mobile = basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET);
const passwordGrant = (username: string, password: string) => ({
  grant_type: "password",
  username,
  password,
});

describe.each(testDatabaseKinds())("spec §7 token calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(() => ctx.close());

  describe("POST connect/token, password grant", () => {
    it("gives the mobile client a JWT access token with sub, role and customer_id, a refresh and an ID token", async () => {
      const response = await postToken(
        ctx.app,
        passwordGrant("business@demo.romdoul.example", "Romdoul-2026"),
        {
          authorization: mobile,
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ token_type: "Bearer", expires_in: expect.any(Number) });
      expect(body.refresh_token).toBeTruthy();
      expect(body.id_token).toBeTruthy();
      const claims = decodeJwt(body.access_token);
      expect(claims).toMatchObject({
        role: ["customer", "business"],
        customer_id: "200017",
        aud: "urn:romdoul:api",
      });
      expect(typeof claims.sub).toBe("string");
    });

    it("signs in by Cambodian mobile number as typed locally", async () => {
      const response = await postToken(ctx.app, passwordGrant("012 345 678", "Romdoul-2026"), {
        authorization: mobile,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(decodeJwt(response.json().access_token).customer_id).toBe("100245");
    });

    it("refuses a wrong client secret and any other client", async () => {
      const wrongSecret = await postToken(
        ctx.app,
        passwordGrant("dara@demo.romdoul.example", "Romdoul-2026"),
        {
          authorization: basicAuth(MOBILE_CLIENT_ID, "not-the-secret"),
        },
      );
      expect(wrongSecret.statusCode).toBe(401);
      expect(wrongSecret.json()).toMatchObject({
        error: "invalid_client",
        error_description: expect.stringMatching(/app/),
      });
      const webClient = await postToken(ctx.app, {
        ...passwordGrant("dara@demo.romdoul.example", "Romdoul-2026"),
        client_id: WEB_CLIENT_ID,
      });
      expect(webClient.statusCode).toBe(400);
      expect(webClient.json().access_token).toBeUndefined();
    });

    it("answers a wrong password and an unknown login alike, in the caller's language", async () => {
      const wrongPassword = await postToken(
        ctx.app,
        passwordGrant("sophea@demo.romdoul.example", "Wrong-2026!"),
        {
          authorization: mobile,
        },
      );
      const unknown = await postToken(ctx.app, passwordGrant("nobody@demo.romdoul.example", "Wrong-2026!"), {
        authorization: mobile,
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual(unknown.json());
      expect(wrongPassword.json()).toEqual({
        error: "invalid_grant",
        error_description: "The e-mail address, mobile number or password is not correct.",
      });
      const khmer = await postToken(ctx.app, passwordGrant("nobody@demo.romdoul.example", "x"), {
        authorization: mobile,
        language: "km",
      });
      expect(khmer.json().error_description).toBe("អ៊ីមែល លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។");
    });

    it("locks an account after five failures in a row, even for the right password, with a clear message", async () => {
      const login = "sophea@demo.romdoul.example";
      await ctx.db
        .update(accounts)
        .set({ failedSignIns: 0, lockedUntil: null })
        .where(eq(accounts.email, login));
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push(
          (await postToken(ctx.app, passwordGrant(login, "Wrong-2026!"), { authorization: mobile })).json(),
        );
      }
      expect(answers[4].error_description).toMatch(
        /Too many failed sign-ins. Please try again in 15 minutes/,
      );
      const right = await postToken(ctx.app, passwordGrant(login, "Romdoul-2026"), { authorization: mobile });
      expect(right.statusCode).toBe(400);
      expect(right.json().error_description).toMatch(/Too many failed sign-ins/);
      await ctx.db.update(accounts).set({ lockedUntil: null }).where(eq(accounts.email, login));
    });
  });

  describe("refresh tokens", () => {
    async function signInMobile() {
      const response = await postToken(ctx.app, passwordGrant("dara@demo.romdoul.example", "Romdoul-2026"), {
        authorization: mobile,
      });
      return response.json() as { access_token: string; refresh_token: string };
    }

    it("POST /oauth/token rotates the refresh token on every use", async () => {
      const first = await signInMobile();
      const refreshed = await postToken(
        ctx.app,
        { grant_type: "refresh_token", refresh_token: first.refresh_token },
        { url: "/oauth/token", authorization: mobile },
      );
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const second = refreshed.json();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(decodeJwt(second.access_token).customer_id).toBe("100245");
    });

    it("revokes the whole chain when an old refresh token is used again", async () => {
      const first = await signInMobile();
      const refresh = (token: string) =>
        postToken(
          ctx.app,
          { grant_type: "refresh_token", refresh_token: token },
          { url: "/oauth/token", authorization: mobile },
        );
      const second = (await refresh(first.refresh_token)).json();
      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({
        error: "invalid_grant",
        error_description: "Your session has ended. Please sign in again.",
      });
      // The thief's replay also ends the rightful holder's newer token.
      expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    });
  });

  describe("POST /oauth/signup", () => {
    const signup = (body: object, language = "en") =>
      ctx.app.inject({
        method: "POST",
        url: "/oauth/signup",
        headers: { "accept-language": language },
        payload: body,
      });

    it("sends a code by e-mail; the code creates the account, which then signs in", async () => {
      const email = "new.customer@example.com";
      const started = await signup({ email, password: "Sabay-2026!", name: "Keo Sreymom" });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toMatchObject({ channel: "email", destination: "n***@example.com" });
      expect(await ctx.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(0);
      const confirmed = await ctx.app.inject({
        method: "POST",
        url: "/oauth/signup/confirm",
        payload: { verificationId: started.json().verificationId, code: await readLatestCode(ctx.db, email) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const signedIn = await postToken(ctx.app, passwordGrant(email, "Sabay-2026!"), {
        authorization: mobile,
      });
      expect(signedIn.statusCode).toBe(200);
    });

    it("answers a taken e-mail as any other and tells its owner instead, creating nothing", async () => {
      const before = await ctx.db.select().from(accounts);
      const started = await signup({
        email: "dara@demo.romdoul.example",
        password: "Sabay-2026!",
        name: "Someone",
      });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toMatchObject({ channel: "email", destination: "d***@demo.romdoul.example" });
      await expect(readLatestCode(ctx.db, "dara@demo.romdoul.example")).rejects.toThrow(/no code/);
      const confirm = await ctx.app.inject({
        method: "POST",
        url: "/oauth/signup/confirm",
        payload: { verificationId: started.json().verificationId, code: "123456" },
      });
      expect(confirm.statusCode).toBe(400);
      expect(await ctx.db.select().from(accounts)).toHaveLength(before.length);
    });

    it("refuses a weak password with the spec's message, in the OAuth shape", async () => {
      const answer = await signup({ email: "weak@example.com", password: "password", name: "Weak" });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: "invalid_request",
        error_description: expect.stringContaining("at least 8 characters"),
      });
      const khmer = await signup({ email: "weak@example.com", password: "short", name: "" }, "km");
      expect(khmer.json().error_description).toContain("ត្រូវតែបំពេញ");
    });
  });

  it("answers malformed, forged and odd requests to the provider with a 4xx, never a 5xx", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const requests = [
      { method: "POST", url: "/identity/connect/token", headers: form, payload: "" },
      {
        method: "POST",
        url: "/identity/connect/token",
        headers: { "content-type": "application/json" },
        payload: "{bad",
      },
      {
        method: "POST",
        url: "/oauth/token",
        headers: form,
        payload: "grant_type=refresh_token&grant_type=password",
      },
      {
        method: "POST",
        url: "/identity/connect/token",
        headers: { "content-type": "multipart/form-data" },
        payload: "x",
      },
      { method: "POST", url: "/identity/connect/token", headers: form, payload: "a".repeat(2_000_000) },
      { method: "GET", url: "/identity/auth?client_id=%ZZ" },
      { method: "GET", url: "/identity/auth?client_id=unknown&response_type=code" },
      { method: "GET", url: "/identity/session/end?id_token_hint=abc.def.ghi" },
      {
        method: "POST",
        url: "/identity/session/end/confirm",
        headers: form,
        payload: "logout=yes&xsrf=forged",
      },
      { method: "GET", url: "/identity/auth/not-an-interaction" },
      { method: "GET", url: "/identity/me", headers: { authorization: "Bearer forged" } },
      {
        method: "POST",
        url: "/oauth/signup",
        headers: { "content-type": "application/json" },
        payload: '{"__proto__":{"x":1}}',
      },
      {
        method: "POST",
        url: "/oauth/signup/confirm",
        headers: { "content-type": "application/json" },
        payload: "[]",
      },
    ] as const;
    for (const request of requests) {
      const answer = await ctx.app.inject(request);
      expect(
        answer.statusCode,
        `${request.method} ${request.url}: ${answer.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
    }
  });
});
