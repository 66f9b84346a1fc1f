import { accountPagePath } from "@isp/contracts/identity/account-pages";
import {
  ConfirmCustomerLinkCall,
  SkipCustomerLinkCall,
  StartCustomerLinkCall,
} from "@isp/contracts/identity/customer-link";
import { AbortInteractionCall, GetInteractionCall } from "@isp/contracts/identity/interaction";
import { ConfirmPasswordResetCall, StartPasswordResetCall } from "@isp/contracts/identity/password-reset";
import { ConfirmRegistrationCall, StartRegistrationCall } from "@isp/contracts/identity/registration";
import { SignInCall } from "@isp/contracts/identity/sign-in";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Provider from "oidc-provider";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { findCustomer } from "../selfcare/customers";
import {
  findAccount,
  findAccountByCustomer,
  findAccountByLogin,
  linkCustomer,
  setPassword,
  signInWithPassword,
} from "./accounts";
import { type IdentityErrorCode, identityMessage } from "./identity-messages";
import {
  abortInteraction,
  describeInteraction,
  findInteraction,
  nextAfterSignIn,
  recordSignIn,
  signedInAccountId,
} from "./interactions";
import { completeRegistration, startRegistration } from "./registration";
import { codeSentAnswer, sendCode } from "./send-code";
import { checkCode, issueCode } from "./verification-codes";

export type InteractionRoutesOptions = {
  db: Database;
  provider: Provider;
  formRateLimit: number;
  signInRateLimit: number;
};

/** Every form of the provider's pages is a few short fields. */
const BODY_LIMIT = 8 * 1024;

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: IdentityErrorCode,
  param?: number,
) {
  return reply
    .code(status)
    .send({ error: code, message: identityMessage(code, requestLanguage(request), param) });
}

/** A code that is wrong or expired (400), or used up by wrong tries (429). */
const sendCodeError = (
  request: FastifyRequest,
  reply: FastifyReply,
  reason: "invalid_code" | "too_many_attempts",
) => sendError(request, reply, reason === "too_many_attempts" ? 429 : 400, reason);

/**
 * identity/api/v1/interactions: what the provider's pages (sign in, register, reset the password,
 * link a customer record) call. No answer tells whether an account exists.
 */
export const interactionRoutes: FastifyPluginAsyncZod<InteractionRoutesOptions> = async (
  app,
  { db, provider, formRateLimit: formLimit, signInRateLimit },
) => {
  varyByLanguage(app);
  const codeOptions = { bodyLimit: BODY_LIMIT, config: formRateLimit(formLimit) };

  /** The interaction of the call's uid, or a 404 answered. */
  async function interactionOf(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const interaction = await findInteraction(provider, request.params.uid);
    if (!interaction) sendError(request, reply, 404, "interaction_expired");
    return interaction;
  }

  routeCall(app, GetInteractionCall, {}, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    return describeInteraction(provider, db, interaction);
  });

  routeCall(app, AbortInteractionCall, {}, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    return { redirectTo: await abortInteraction(interaction) };
  });

  routeCall(
    app,
    SignInCall,
    { bodyLimit: BODY_LIMIT, config: formRateLimit(signInRateLimit) },
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      const outcome = await signInWithPassword(db, request.body.login, request.body.password);
      if (!outcome.ok) {
        return outcome.reason === "account_locked"
          ? sendError(request, reply, 429, "account_locked", outcome.minutesLeft)
          : sendError(request, reply, 401, "invalid_credentials");
      }
      const resume = await recordSignIn(interaction, outcome.account.id);
      return { redirectTo: nextAfterSignIn(interaction, outcome.account.customerId, resume) };
    },
  );

  routeCall(app, StartRegistrationCall, codeOptions, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    reply.code(202);
    return startRegistration(db, {
      ...request.body,
      scope: interaction.uid,
      language: requestLanguage(request),
    });
  });

  routeCall(app, ConfirmRegistrationCall, codeOptions, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const outcome = await completeRegistration(db, { ...request.body, scope: interaction.uid });
    if (!outcome.ok) return sendCodeError(request, reply, outcome.reason);
    await recordSignIn(interaction, outcome.account.id);
    // A new account is offered the link to an existing customer record (it may skip it).
    return { redirectTo: accountPagePath("linkCustomer", interaction.uid) };
  });

  routeCall(app, StartPasswordResetCall, codeOptions, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const account = await findAccountByLogin(db, request.body.login);
    const issued = await issueCode(db, {
      purpose: "reset",
      interactionUid: interaction.uid,
      payload: { accountId: account?.id ?? null },
    });
    reply.code(202);
    // Nobody to send to: the same answer, and the code can never be confirmed.
    if (!account) return codeSentAnswer(request.body.login, issued.id);
    return sendCode(db, {
      reason: "reset",
      to: request.body.login,
      language: requestLanguage(request),
      verificationId: issued.id,
      data: { code: issued.code, name: account.name },
    });
  });

  routeCall(app, ConfirmPasswordResetCall, codeOptions, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const checked = await checkCode(db, {
      id: request.body.verificationId,
      purpose: "reset",
      interactionUid: interaction.uid,
      code: request.body.code,
    });
    if (!checked.ok) return sendCodeError(request, reply, checked.reason);
    const account = checked.payload.accountId ? await findAccount(db, checked.payload.accountId) : undefined;
    if (!account) return sendError(request, reply, 400, "invalid_code");
    await setPassword(db, account.id, request.body.password);
    const resume = await recordSignIn(interaction, account.id);
    return { redirectTo: nextAfterSignIn(interaction, account.customerId, resume) };
  });

  routeCall(app, StartCustomerLinkCall, codeOptions, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const accountId = signedInAccountId(interaction);
    const account = accountId ? await findAccount(db, accountId) : undefined;
    if (!account) return sendError(request, reply, 403, "sign_in_required");
    const customer = await findCustomer(db, request.body.customerId);
    if (!customer) return sendError(request, reply, 404, "customer_not_found");
    const holder = await findAccountByCustomer(db, customer.id);
    if (holder && holder.id !== account.id) return sendError(request, reply, 409, "customer_already_linked");
    const issued = await issueCode(db, {
      purpose: "link",
      interactionUid: interaction.uid,
      payload: { accountId: account.id, customerId: customer.id },
    });
    reply.code(202);
    return sendCode(db, {
      reason: "link",
      to: customer.phone,
      language: requestLanguage(request),
      verificationId: issued.id,
      data: { code: issued.code, name: customer.name, customerId: customer.id },
    });
  });

  routeCall(app, ConfirmCustomerLinkCall, codeOptions, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    const accountId = signedInAccountId(interaction);
    if (!accountId) return sendError(request, reply, 403, "sign_in_required");
    const checked = await checkCode(db, {
      id: request.body.verificationId,
      purpose: "link",
      interactionUid: interaction.uid,
      code: request.body.code,
    });
    if (!checked.ok) return sendCodeError(request, reply, checked.reason);
    const { customerId } = checked.payload;
    if (checked.payload.accountId !== accountId || !customerId)
      return sendError(request, reply, 400, "invalid_code");
    if (!(await linkCustomer(db, accountId, customerId))) {
      return sendError(request, reply, 409, "customer_already_linked");
    }
    return { redirectTo: interaction.returnTo };
  });

  routeCall(app, SkipCustomerLinkCall, {}, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction) return reply;
    if (!signedInAccountId(interaction)) return sendError(request, reply, 403, "sign_in_required");
    return { redirectTo: interaction.returnTo };
  });
};
