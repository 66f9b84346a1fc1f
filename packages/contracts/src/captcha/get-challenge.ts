import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

/**
 * GET admin-api/api/v1/captcha/challenge: a signed ALTCHA proof-of-work challenge (protocol v2) for the
 * widget. The solved payload comes back as `captchaResponse` and is accepted once.
 */
export const CaptchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

export const GetCaptchaChallengeCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "captcha/challenge",
  tag: "captcha",
  summary: "A signed ALTCHA proof-of-work challenge; its solution is accepted once",
  responses: { 200: CaptchaChallengeSchema, 429: ErrorResponseSchema },
});
/** How long a challenge may be solved and sent; the widget asks for a new one after. */
export const CAPTCHA_EXPIRY_SECONDS = 600;
