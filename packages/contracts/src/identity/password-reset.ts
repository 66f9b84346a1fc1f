import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { passwordWithConfirmation } from "../validation/rules";
import { CodeEntrySchema } from "./codes";
import { CodeSentSchema, InteractionParamsSchema, NextStepSchema } from "./interaction";
import { loginId } from "./login-id";

export const PasswordResetSchema = z.object({ login: loginId() });
export type PasswordReset = z.input<typeof PasswordResetSchema>;

/** Answers the same whether or not the login has an account; only an account's owner gets a code. */
export const StartPasswordResetCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/password-reset",
  tag: "identity",
  summary: "Forgot password: send a code to the account's e-mail or mobile number",
  params: InteractionParamsSchema,
  body: PasswordResetSchema,
  responses: { 202: CodeSentSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
});

export const NewPasswordSchema = CodeEntrySchema.and(passwordWithConfirmation());
export type NewPassword = z.input<typeof NewPasswordSchema>;

export const ConfirmPasswordResetCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/password-reset/confirm",
  tag: "identity",
  summary: "Forgot password: the code and a new password; signs in",
  params: InteractionParamsSchema,
  body: NewPasswordSchema,
  responses: { 200: NextStepSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema },
});
