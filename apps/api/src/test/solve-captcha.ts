import { type CaptchaChallenge, GetCaptchaChallengeCall } from "@isp/contracts/captcha/get-challenge";
import { callUrl } from "@isp/contracts/http/define-call";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { App } from "../app";

/** Little work per challenge, so tests solve them in milliseconds. */
export const LIGHT_CAPTCHA_WORK = { cost: 1, minCounter: 1, maxCounter: 20 };

/** The payload the widget would send for a challenge: base64 JSON of the challenge and its solution. */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from the app and solves it, as a browser would. */
export async function solveCaptcha(app: App): Promise<string> {
  const response = await app.inject({ url: callUrl(GetCaptchaChallengeCall) });
  return solveCaptchaChallenge(response.json() as CaptchaChallenge);
}
