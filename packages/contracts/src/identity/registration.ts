import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { passwordWithConfirmation, requiredText } from "../validation/rules";
import { CodeEntrySchema } from "./codes";
import { CodeSentSchema, InteractionParamsSchema, NextStepSchema } from "./interaction";
import { loginId } from "./login-id";

export const RegistrationSchema = z
  .object({ name: requiredText(100), login: loginId() })
  .and(passwordWithConfirmation());
export type Registration = z.input<typeof RegistrationSchema>;

/**
 * Sends a 6-digit code to the e-mail or phone given. An address that already has an account gets a
 * message saying so instead, and the answer is the same, so it never tells who has an account.
 */
export const StartRegistrationCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/registration",
  tag: "identity",
  summary: "Register: send a confirmation code to the e-mail or mobile number",
  params: InteractionParamsSchema,
  body: RegistrationSchema,
  responses: { 202: CodeSentSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
});

/** 400 `invalid_code` for a wrong or expired code; 429 `too_many_attempts` once it is used up. */
export const ConfirmRegistrationCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/registration/confirm",
  tag: "identity",
  summary: "Register: confirm the code; the account is created and signed in",
  params: InteractionParamsSchema,
  body: CodeEntrySchema,
  responses: { 200: NextStepSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
});
