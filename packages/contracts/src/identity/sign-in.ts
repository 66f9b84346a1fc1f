import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { InteractionParamsSchema, NextStepSchema } from "./interaction";
import { loginId } from "./login-id";

export const SignInSchema = z.object({
  login: loginId(),
  password: z.string().min(1).max(256),
});
export type SignIn = z.input<typeof SignInSchema>;

/**
 * 401 `invalid_credentials` for a wrong login or password alike (never which); 429 `account_locked`
 * after too many failures for the account or the client, with the wait in the message.
 */
export const SignInCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/sign-in",
  tag: "identity",
  summary: "Sign in with e-mail or mobile number and password",
  params: InteractionParamsSchema,
  body: SignInSchema,
  responses: {
    200: NextStepSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
});
