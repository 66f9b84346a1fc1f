import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { LanguageSchema } from "../languages";
import { SIGN_IN_SCREENS } from "./clients";

/**
 * The provider's pages (sign in, register, verify a code, reset a password, link a customer record)
 * work inside one sign-in "interaction": the provider sends the browser to /account/…/{uid}, the
 * pages call these calls with that uid, and each finishing call answers where the browser goes next.
 */
export const InteractionParamsSchema = z.object({ uid: z.string().regex(/^[\w-]{10,64}$/) });

export const InteractionDetailsSchema = z.object({
  uid: z.string(),
  /** The provider's prompt: "login" until someone has signed in, then "consent" (granted silently). */
  prompt: z.string(),
  /** The screen the client asked for (web /register starts on registration). */
  screen: z.enum(SIGN_IN_SCREENS),
  clientName: z.string(),
  /** The client's language (its `ui_locales`), when it gave one of ours. */
  culture: LanguageSchema.nullable(),
  loginHint: z.string().nullable(),
  /** Set once someone signed in during this interaction (before linking a customer record). */
  signedInName: z.string().nullable(),
});
export type InteractionDetails = z.infer<typeof InteractionDetailsSchema>;

/** Where the browser goes next: the provider's resume address, or the next page of the flow. */
export const NextStepSchema = z.object({ redirectTo: z.string() });
export type NextStep = z.infer<typeof NextStepSchema>;

/** A 6-digit code was sent (or, when the account question must stay unanswered, seems to be). */
export const CodeSentSchema = z.object({
  verificationId: z.string(),
  channel: z.enum(["email", "sms"]),
  /** Where it went, masked: d***@demo.example, +855 ** *** 678. */
  destination: z.string(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** 404: the interaction is unknown or expired; the person starts signing in again. */
export const GetInteractionCall = defineCall({
  method: "GET",
  service: "identity",
  path: "interactions/:uid",
  tag: "identity",
  summary: "What a sign-in interaction asks for, for the provider's pages",
  params: InteractionParamsSchema,
  responses: { 200: InteractionDetailsSchema, 404: ErrorResponseSchema },
});

export const AbortInteractionCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/abort",
  tag: "identity",
  summary: "Leave the sign-in: the client gets access_denied",
  params: InteractionParamsSchema,
  responses: { 200: NextStepSchema, 404: ErrorResponseSchema },
});
