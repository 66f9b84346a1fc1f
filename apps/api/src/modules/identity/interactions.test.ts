import { type CallDefinition, callUrl } from "@isp/contracts/http/define-call";
import {
  ConfirmCustomerLinkCall,
  SkipCustomerLinkCall,
  StartCustomerLinkCall,
} from "@isp/contracts/identity/customer-link";
import { AbortInteractionCall, GetInteractionCall } from "@isp/contracts/identity/interaction";
import { ConfirmPasswordResetCall, StartPasswordResetCall } from "@isp/contracts/identity/password-reset";
import { ConfirmRegistrationCall, StartRegistrationCall } from "@isp/contracts/identity/registration";
import { SignInCall } from "@isp/contracts/identity/sign-in";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, finishSignIn, readLatestCode, startSignIn } from "../../test/sign-in-flow";
import { createTestApp } from "../../test/test-app";
import { outboxMessages } from "../notifications/tables";
import { accounts, verificationCodes } from "./tables";

describe("the provider pages' calls", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (definition: CallDefinition, uid: string, body?: object, language = "en") =>
    ctx.app.inject({
      method: definition.method,
      url: callUrl(definition, { params: { uid } }),
      headers: { "accept-language": language },
      ...(body ? { payload: body } : {}),
    });

  it("describes an interaction: the screen asked for, the client's language; 404 once unknown", async () => {
    const { uid, location } = await startSignIn(ctx.app, new CookieJar(), {
      screen: "register",
      ui_locales: "zh",
    });
    expect(location).toBe(`/account/register/${uid}`);
    const details = await call(GetInteractionCall, uid);
    expect(details.json()).toMatchObject({
      uid,
      prompt: "login",
      screen: "register",
      culture: "zh",
      signedInName: null,
    });
    const unknown = await call(GetInteractionCall, "unknownUid0123456789", undefined, "km");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: "interaction_expired",
      message: "ទំព័រចូលគណនីនេះបានផុតកំណត់ហើយ។ សូមចាប់ផ្តើមម្តងទៀត។",
    });
  });

  it("refuses a wrong password with one message for a wrong login too, and checks the form", async () => {
    const { uid } = await startSignIn(ctx.app, new CookieJar());
    const wrong = await call(SignInCall, uid, { login: "dara@demo.romdoul.example", password: "Nope-2026!" });
    const unknown = await call(SignInCall, uid, { login: "someone@example.com", password: "Nope-2026!" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    const malformed = await call(SignInCall, uid, { login: "not a login", password: "" }, "km");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.login.message).toBe("សូមបញ្ចូលអ៊ីមែល ឬលេខទូរស័ព្ទចល័តរបស់អ្នក");
  });

  it("registers by SMS code, offers the customer link, links with the code sent to the phone on file", async () => {
    const jar = new CookieJar();
    const { uid, pkce } = await startSignIn(ctx.app, jar, { screen: "register" });
    const phone = "+85510222333";
    const started = await call(StartRegistrationCall, uid, {
      name: "Kim Vanna",
      login: "010 222 333",
      password: "Vanna-2026!",
      confirmPassword: "Vanna-2026!",
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ channel: "sms", destination: "+855 ** *** 333" });
    const [sms] = await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, phone));
    expect(sms).toMatchObject({ channel: "sms", template: "identity-register" });

    const wrongCode = await call(ConfirmRegistrationCall, uid, {
      verificationId: started.json().verificationId,
      code: "000000",
    });
    expect([400, 200]).toContain(wrongCode.statusCode);
    const code = await readLatestCode(ctx.db, phone);
    const confirmed = await call(ConfirmRegistrationCall, uid, {
      verificationId: started.json().verificationId,
      code,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().redirectTo).toBe(`/account/link-customer/${uid}`);
    expect((await call(GetInteractionCall, uid)).json().signedInName).toBe("Kim Vanna");

    expect((await call(StartCustomerLinkCall, uid, { customerId: "999999" }, "en")).json()).toEqual({
      error: "customer_not_found",
      message: "Your CID is not correct, please check again!",
    });
    expect((await call(StartCustomerLinkCall, uid, { customerId: "100245" })).statusCode).toBe(409);
    const link = await call(StartCustomerLinkCall, uid, { customerId: "100502" });
    expect(link.statusCode, link.body).toBe(202);
    expect(link.json()).toMatchObject({ channel: "sms", destination: "+855 ** *** 888" });
    const linked = await call(ConfirmCustomerLinkCall, uid, {
      verificationId: link.json().verificationId,
      code: await readLatestCode(ctx.db, "+85516777888"),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const tokens = await finishSignIn(ctx.app, jar, linked.json().redirectTo, pkce.verifier);
    expect(decodeJwt(tokens.access_token).customer_id).toBe("100502");
  });

  it("counts wrong codes: the fifth wrong try uses the code up, even for the right one after", async () => {
    const { uid } = await startSignIn(ctx.app, new CookieJar(), { screen: "register" });
    const email = "tries@example.com";
    const started = await call(StartRegistrationCall, uid, {
      name: "Tries",
      login: email,
      password: "Tries-2026!",
      confirmPassword: "Tries-2026!",
    });
    const { verificationId } = started.json();
    const code = await readLatestCode(ctx.db, email);
    const wrong = code === "111111" ? "222222" : "111111";
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await call(ConfirmRegistrationCall, uid, { verificationId, code: wrong })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call(ConfirmRegistrationCall, uid, { verificationId, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe("Too many wrong codes. Please ask for a new code.");
    expect(await ctx.db.select().from(accounts).where(eq(accounts.email, email))).toHaveLength(0);
  });

  it("refuses an expired code and a code asked for in another sign-in", async () => {
    const first = await startSignIn(ctx.app, new CookieJar(), { screen: "register" });
    const second = await startSignIn(ctx.app, new CookieJar(), { screen: "register" });
    const email = "expired@example.com";
    const started = await call(StartRegistrationCall, first.uid, {
      name: "Expired",
      login: email,
      password: "Expired-2026!",
      confirmPassword: "Expired-2026!",
    });
    const { verificationId } = started.json();
    const code = await readLatestCode(ctx.db, email);
    expect((await call(ConfirmRegistrationCall, second.uid, { verificationId, code })).statusCode).toBe(400);
    await ctx.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, verificationId));
    const expired = await call(ConfirmRegistrationCall, first.uid, { verificationId, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      error: "invalid_code",
      message: "The code is not correct or has expired.",
    });
  });

  it("resets a password with an e-mailed code; an unknown login gets the same answer and no message", async () => {
    const jar = new CookieJar();
    const { uid, pkce } = await startSignIn(ctx.app, jar);
    const messagesBefore = (await ctx.db.select().from(outboxMessages)).length;
    const unknown = await call(StartPasswordResetCall, uid, { login: "ghost@example.com" });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toMatchObject({ channel: "email", destination: "g***@example.com" });
    expect((await ctx.db.select().from(outboxMessages)).length).toBe(messagesBefore);

    const login = "business@demo.romdoul.example";
    const started = await call(StartPasswordResetCall, uid, { login });
    expect(started.statusCode).toBe(202);
    const weak = await call(ConfirmPasswordResetCall, uid, {
      verificationId: started.json().verificationId,
      code: "123456",
      password: "weak",
      confirmPassword: "weak",
    });
    expect(weak.statusCode).toBe(400);
    const reset = await call(ConfirmPasswordResetCall, uid, {
      verificationId: started.json().verificationId,
      code: await readLatestCode(ctx.db, login),
      password: "Business-2027!",
      confirmPassword: "Business-2027!",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await finishSignIn(ctx.app, jar, reset.json().redirectTo, pkce.verifier);

    const next = await startSignIn(ctx.app, new CookieJar());
    expect((await call(SignInCall, next.uid, { login, password: "Romdoul-2026" })).statusCode).toBe(401);
    expect((await call(SignInCall, next.uid, { login, password: "Business-2027!" })).statusCode).toBe(200);
  });

  it("needs a sign-in before linking or skipping, and an abort sends access_denied to the client", async () => {
    const { uid } = await startSignIn(ctx.app, new CookieJar());
    expect((await call(StartCustomerLinkCall, uid, { customerId: "100502" })).statusCode).toBe(403);
    expect((await call(SkipCustomerLinkCall, uid)).statusCode).toBe(403);
    const aborted = await call(AbortInteractionCall, uid);
    expect(aborted.statusCode).toBe(200);
    expect(aborted.json().redirectTo).toMatch(/\/identity\/auth\//);
  });

  it("goes on after sign-in when the client asked to link a customer and the account is linked already", async () => {
    const { uid } = await startSignIn(ctx.app, new CookieJar(), { screen: "link-customer" });
    // Dara's account holds customer 100245 since seeding: straight on to the client.
    const signIn = await call(SignInCall, uid, {
      login: "dara@demo.romdoul.example",
      password: "Romdoul-2026",
    });
    expect(signIn.json().redirectTo).toMatch(/\/identity\/auth\//);
  });

  it("limits sign-in tries per client besides the lock per account", async () => {
    const limited = await createTestApp({ seed: false, config: { signInRateLimit: 3 } });
    try {
      const { uid } = await startSignIn(limited.app, new CookieJar());
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await limited.app.inject({
          method: "POST",
          url: callUrl(SignInCall, { params: { uid } }),
          headers: { "accept-language": "en" },
          payload: { login: `person${attempt}@example.com`, password: "Nope-2026!" },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
