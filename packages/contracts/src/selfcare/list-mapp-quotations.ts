import { z } from "zod";
import { UsdAmountSchema } from "../billing/customer-params";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

export const ListMappQuotationsQuerySchema = z.object({ orderId: z.coerce.number().int().positive() });

/** Spec §3 "Quotation detail": one line with its value before VAT, the VAT and the total. */
export const QuotationLineSchema = z.object({
  name: z.string(),
  qty: z.number().int().positive(),
  unitPrice: UsdAmountSchema,
  value: UsdAmountSchema,
  vat: UsdAmountSchema,
  total: UsdAmountSchema,
});
export type QuotationLine = z.infer<typeof QuotationLineSchema>;

export const QuotationSchema = z.object({
  quotationNumber: z.string(),
  orderId: z.number().int(),
  issuedOn: z.iso.date(),
  validUntil: z.iso.date(),
  lines: z.array(QuotationLineSchema),
  totals: z.object({ value: UsdAmountSchema, vat: UsdAmountSchema, total: UsdAmountSchema }),
});
export type Quotation = z.infer<typeof QuotationSchema>;

/**
 * Spec §7 `GET thirdparties/MappApi/personal/customers/quotations?orderId=` (sc-api): the quotations of
 * one of the signed-in customer's orders; 404 for another customer's order or a guessed id.
 */
export const ListMappQuotationsCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "thirdparties/MappApi/personal/customers/quotations",
  tag: "selfcare",
  summary: "Quotations of one of the signed-in customer's orders (bearer token)",
  query: ListMappQuotationsQuerySchema,
  responses: {
    200: z.object({ data: z.array(QuotationSchema) }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});
