import { z } from "zod";
import { InvoiceSummarySchema } from "../billing/list-invoices";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { captchaResponse, confirmationCode, customerIdField } from "../validation/rules";

/** `PayMyBill/Customers/{cid}/…`: the CID the payer typed; a malformed one gets the spec's wrong-CID text. */
export const PayMyBillParamsSchema = z.object({ cid: customerIdField() });

/**
 * The verified code's token (spec §7 calls the parameter `FirebaseToken`): it lets its holder see and
 * pay the unpaid invoices of one CID for a short while.
 */
export const PayBillTokenSchema = z.string().regex(/^[\w-]{8,200}\.[\w-]{43}$/);
/**
 * The pay-my-bill token; a signed-in customer paying their own bill sends their bearer token
 * instead, and no `FirebaseToken`.
 */
export const PayBillTokenQuerySchema = z.object({ FirebaseToken: PayBillTokenSchema.optional() });

/**
 * Spec §7 `GET PayMyBill/Customers/{cid}/Info` (scag) with `captchaResponse`: sends a 6-digit code by
 * SMS to the phone on file of that CID. The answer is the same whether the CID exists or not (no CID
 * enumeration): a code of an unknown CID simply never arrives and never matches.
 */
export const GetPayMyBillInfoCall = defineCall({
  method: "GET",
  service: "scag",
  path: "PayMyBill/Customers/:cid/Info",
  tag: "pay-my-bill",
  summary: "Pay my bill, step 1: send a code to the phone on file of a CID (captcha)",
  params: PayMyBillParamsSchema,
  query: z.object({ captchaResponse: captchaResponse() }),
  responses: {
    200: z.object({ data: z.object({ verificationId: z.uuid(), expiresInMinutes: z.number().int() }) }),
    429: ErrorResponseSchema,
  },
});

/**
 * Pay my bill, step 2 (added: the spec's original used a phone-verification service for it): the code
 * typed by the payer, checked against the one sent; a right one gives the token of the CID.
 */
export const VerifyPayMyBillCodeCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayMyBill/Customers/:cid/Verify",
  tag: "pay-my-bill",
  summary: "Pay my bill, step 2: the code from the SMS gives a token to see and pay the CID's invoices",
  params: PayMyBillParamsSchema,
  body: z.object({ verificationId: z.uuid(), code: confirmationCode() }),
  responses: {
    200: z.object({ data: z.object({ token: PayBillTokenSchema, expiresAt: z.iso.datetime() }) }),
    429: ErrorResponseSchema,
  },
});

/** US dollars in riels at a rate, rounded up to hundreds: the smallest note in use. */
export const rielsOf = (dollars: number, khrPerUsd: number) => Math.ceil((dollars * khrPerUsd) / 100) * 100;

/** An unpaid invoice as the payer sees it: in US dollars and in riels at the day's rate. */
export const PayableInvoiceSchema = InvoiceSummarySchema.pick({
  invoiceId: true,
  number: true,
  issuedOn: true,
  dueOn: true,
  total: true,
  isOverdue: true,
}).extend({ totalKhr: z.number().int() });
export type PayableInvoice = z.infer<typeof PayableInvoiceSchema>;

/**
 * Spec §7 `GET PayMyBill/Customers/{cid}/Invoices` (scag) with `FirebaseToken`: the CID's unpaid
 * invoices, oldest due first, with the customer's name so the payer knows whose bill it is, and their
 * credit. An empty list is the spec's "You don't have invoice to be paid".
 */
export const ListPayMyBillInvoicesCall = defineCall({
  method: "GET",
  service: "scag",
  path: "PayMyBill/Customers/:cid/Invoices",
  tag: "pay-my-bill",
  summary: "Pay my bill, step 3: the CID's unpaid invoices (token of step 2, or the owner's bearer token)",
  params: PayMyBillParamsSchema,
  query: PayBillTokenQuerySchema,
  responses: {
    404: ErrorResponseSchema,
    200: z.object({
      data: z.object({
        customerName: z.string(),
        khrPerUsd: z.number().int(),
        /** Money the customer paid that no invoice has used yet (US dollars): it lowers what is due. */
        credit: z.number(),
        invoices: z.array(PayableInvoiceSchema),
      }),
    }),
    401: ErrorResponseSchema,
  },
});
