import { GetCaptchaChallengeCall } from "@isp/contracts/captcha/get-challenge";
import { callUrl } from "@isp/contracts/http/define-call";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIGHT_CAPTCHA_WORK, solveCaptcha, solveCaptchaChallenge } from "../../test/solve-captcha";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { createCaptcha } from "./captcha";

const SECRET = "a-test-secret-of-at-least-32-characters!";

describe.each(testDatabaseKinds())("the captcha (%s)", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let captcha: ReturnType<typeof createCaptcha>;
  beforeAll(async () => {
    ctx = await createTestApp({
      kind,
      seed: false,
      config: { captchaSecret: SECRET, captchaWork: LIGHT_CAPTCHA_WORK },
    });
    captcha = createCaptcha(ctx.db, { secret: SECRET, work: LIGHT_CAPTCHA_WORK });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("issues signed challenges that are never cached and expire in ten minutes", async () => {
    const response = await ctx.app.inject({ url: callUrl(GetCaptchaChallengeCall) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { parameters, signature } = response.json();
    expect(parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
  });

  it("accepts a solution once, and refuses it when replayed", async () => {
    const payload = await solveCaptcha(ctx.app);
    expect(await captcha.isSolved(payload)).toBe(true);
    expect(await captcha.isSolved(payload)).toBe(false);
  });

  it("refuses one replay of two sent at the same time", async () => {
    const payload = await solveCaptcha(ctx.app);
    const results = await Promise.all([captcha.isSolved(payload), captcha.isSolved(payload)]);
    expect(results.sort()).toEqual([false, true]);
  });

  it("refuses expired challenges, foreign signatures, tampered solutions and garbage", async () => {
    const expired = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      hmacSignatureSecret: SECRET,
    });
    expect(
      await captcha.isSolved(await solveCaptchaChallenge({ ...expired, signature: expired.signature ?? "" })),
    ).toBe(false);

    const foreign = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      hmacSignatureSecret: "another-secret-of-at-least-32-characters",
    });
    expect(
      await captcha.isSolved(await solveCaptchaChallenge({ ...foreign, signature: foreign.signature ?? "" })),
    ).toBe(false);

    const good = JSON.parse(Buffer.from(await solveCaptcha(ctx.app), "base64").toString());
    good.solution.derivedKey = good.solution.derivedKey.replace(/^./, (c: string) => (c === "0" ? "1" : "0"));
    expect(await captcha.isSolved(Buffer.from(JSON.stringify(good)).toString("base64"))).toBe(false);

    expect(await captcha.isSolved("not-a-payload")).toBe(false);
    expect(await captcha.isSolved("")).toBe(false);
  });
});
