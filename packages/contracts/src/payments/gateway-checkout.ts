import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { PayBillTokenSchema } from "./pay-my-bill";
import { CardGatewaySchema, PaymentReferenceSchema } from "./payment-orders";

/** What the payer's page may know of a gateway: never a key, only where the payer goes and how. */
export const GatewayConfigSchema = z.object({
  gateway: CardGatewaySchema,
  /** True when the gateway is this server's simulator (no merchant credentials): no money moves. */
  isSandbox: z.boolean(),
  /** The payment options the payer may pick on our page (PayWay payment_option, iPay88 PaymentId). */
  paymentOptions: z.array(z.string()),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;

/** The form the browser sends to the gateway, signed by the server (GET: a link with these fields). */
export const GatewayCheckoutSchema = z.object({
  action: z.string(),
  method: z.enum(["POST", "GET"]),
  encoding: z.enum(["multipart/form-data", "application/x-www-form-urlencoded"]),
  fields: z.record(z.string(), z.string()),
});
export type GatewayCheckout = z.infer<typeof GatewayCheckoutSchema>;

/** Spec §7 `GET pay88/config`, `aba/config`, `wing/config`, `wingwebsdk/config` (pay-api). */
export const GetGatewayConfigCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: ":gateway/config",
  tag: "payments",
  summary: "A payment gateway's public settings",
  params: z.object({ gateway: CardGatewaySchema }),
  responses: { 200: z.object({ data: GatewayConfigSchema }), 404: ErrorResponseSchema },
});

/**
 * Spec §7 `GET pay88/hash` with PaymentMethod, RefNo and Amount (and `aba/hash`, `wing/hash` alike): the
 * signed form of a pending order. The server signs only what it chose: RefNo must be its own order, of
 * the token's (or the signed-in owner's) CID, and Amount, when given, must be that order's (else 422).
 * For Wing, the server first asks Wing for the payment's token. 409: the order is no longer pending.
 */
export const GetGatewayCheckoutCall = defineCall({
  method: "GET",
  service: "pay-api",
  path: ":gateway/hash",
  tag: "payments",
  summary: "The signed gateway form of a pending payment order (token of pay my bill, or the owner's)",
  params: z.object({ gateway: CardGatewaySchema }),
  query: z.object({
    RefNo: PaymentReferenceSchema,
    Amount: z
      .string()
      .regex(/^\d{1,8}\.\d{2}$/)
      .optional(),
    PaymentMethod: z
      .string()
      .regex(/^[a-z_\d]{1,30}$/)
      .optional(),
    FirebaseToken: PayBillTokenSchema.optional(),
  }),
  responses: {
    200: z.object({ data: GatewayCheckoutSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
    502: ErrorResponseSchema,
  },
});
