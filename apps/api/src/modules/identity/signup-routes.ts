import { CodeEntrySchema } from "@isp/contracts/identity/codes";
import { fieldErrorsOf } from "@isp/contracts/validation/field-errors";
import { newPassword, requiredEmail, requiredText } from "@isp/contracts/validation/rules";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage } from "../../http/request-language";
import { identityMessage } from "./identity-messages";
import { completeRegistration, startRegistration } from "./registration";

/** Spec §7: `POST /oauth/signup` with JSON email, password and name. */
const SignupSchema = z.object({ email: requiredEmail(), password: newPassword(), name: requiredText(100) });

// Codes of the mobile app's sign-up belong to no browser sign-in; they share this scope instead.
const SIGNUP_SCOPE = "oauth-signup";

const BODY_LIMIT = 8 * 1024;

/** The OAuth error shape (RFC 6749 §5.2) with a description in the caller's language. */
function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
  fields?: object,
) {
  return reply.code(status).send({ error, error_description: description, ...(fields ? { fields } : {}) });
}

function sendInvalid(request: FastifyRequest, reply: FastifyReply, issues: z.core.$ZodIssue[]) {
  const fields = fieldErrorsOf(issues, requestLanguage(request));
  const description = Object.values(fields)
    .map((field) => field.message)
    .join(" ");
  return sendOAuthError(reply, 400, "invalid_request", description, fields);
}

/**
 * The mobile app's registration: `POST /oauth/signup` sends a 6-digit code to the e-mail address
 * (202, the same answer when the address has an account: its owner is told by mail instead), and
 * `POST /oauth/signup/confirm` with the code creates the account (201); the app then signs in with
 * the password grant.
 */
export function signupRoutes(db: Database, rateLimit: number): FastifyPluginAsync {
  return async (app) => {
    const options = { bodyLimit: BODY_LIMIT, config: formRateLimit(rateLimit), schema: { hide: true } };

    app.post("/oauth/signup", options, async (request, reply) => {
      const parsed = SignupSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(request, reply, parsed.error.issues);
      const { email, password, name } = parsed.data;
      const sent = await startRegistration(db, {
        name,
        login: email,
        password,
        scope: SIGNUP_SCOPE,
        language: requestLanguage(request),
      });
      return reply.code(202).send(sent);
    });

    app.post("/oauth/signup/confirm", options, async (request, reply) => {
      const parsed = CodeEntrySchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(request, reply, parsed.error.issues);
      const language = requestLanguage(request);
      const outcome = await completeRegistration(db, { ...parsed.data, scope: SIGNUP_SCOPE });
      if (!outcome.ok) {
        const status = outcome.reason === "too_many_attempts" ? 429 : 400;
        return sendOAuthError(reply, status, outcome.reason, identityMessage(outcome.reason, language));
      }
      const { account } = outcome;
      return reply.code(201).send({ id: account.id });
    });
  };
}
