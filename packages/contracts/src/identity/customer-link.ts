import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { digitsOnly, requiredText } from "../validation/rules";
import { CodeEntrySchema } from "./codes";
import { CodeSentSchema, InteractionParamsSchema, NextStepSchema } from "./interaction";

export const CustomerLinkSchema = z.object({ customerId: digitsOnly(requiredText(20)) });
export type CustomerLink = z.input<typeof CustomerLinkSchema>;

/**
 * After signing in or registering: sends a code by SMS to the phone on file of the customer record.
 * 403 `sign_in_required` before anyone signed in; 404 `customer_not_found` (spec's wrong-CID text);
 * 409 `customer_already_linked` when another account holds that customer.
 */
export const StartCustomerLinkCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/customer-link",
  tag: "identity",
  summary: "Link the account to a customer record: send a code to the customer's phone on file",
  params: InteractionParamsSchema,
  body: CustomerLinkSchema,
  responses: {
    202: CodeSentSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
});

export const ConfirmCustomerLinkCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/customer-link/confirm",
  tag: "identity",
  summary: "Link the account: confirm the code; the sign-in goes on",
  params: InteractionParamsSchema,
  body: CodeEntrySchema,
  responses: {
    200: NextStepSchema,
    403: ErrorResponseSchema,
    404: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
});

/** Go on without linking (after registration the link step is offered, never forced). */
export const SkipCustomerLinkCall = defineCall({
  method: "POST",
  service: "identity",
  path: "interactions/:uid/customer-link/skip",
  tag: "identity",
  summary: "Go on signing in without linking a customer record",
  params: InteractionParamsSchema,
  responses: { 200: NextStepSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
});
