import { z } from "zod";
import { customerIdParam } from "../billing/customer-params";
import { defineCall } from "../http/define-call";
import { dollarAmount } from "../validation/rules";
import { PayBillTokenQuerySchema } from "./pay-my-bill";
import { CREATED_PAYMENT_ORDER_RESPONSES, RedirectGatewaySchema, WebSdkFieldsSchema } from "./payment-orders";

/**
 * The least and the most one amount may be, in US dollars: a gateway's fee makes less than a dollar
 * not worth it, and the cap catches a mistyped amount (more is paid by choosing the invoices).
 */
export const MIN_PAYMENT_AMOUNT = 1;
export const MAX_PAYMENT_AMOUNT = 1000;

/**
 * Spec §7 FastPayment body (`bs2CustomerId`, `amount`): an amount toward the CID's bill rather than
 * chosen invoices. The spec's `orderId` is left out: an amount pays a bill, never a service order.
 */
export const FastPaymentBodySchema = z.object({
  bs2CustomerId: customerIdParam(),
  amount: dollarAmount(MIN_PAYMENT_AMOUNT, MAX_PAYMENT_AMOUNT),
});

/**
 * Spec §7 `POST PayKHQRBill/InvoiceOrders/KHQRFastPayment` (scag): an amount paid by KHQR. Once paid, it
 * settles the CID's unpaid invoices in full, oldest first, and the rest is the customer's credit.
 */
export const CreateKhqrFastPaymentOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayKHQRBill/InvoiceOrders/KHQRFastPayment",
  tag: "pay-my-bill",
  summary: "Pay an amount toward a CID's bill by KHQR (token of pay my bill, or the owner's bearer token)",
  query: PayBillTokenQuerySchema,
  body: FastPaymentBodySchema,
  responses: CREATED_PAYMENT_ORDER_RESPONSES,
});

/** Spec §7 `POST PayMyBill/InvoiceOrders/FastPayment` (scag): the same amount through a card or wallet gateway. */
export const CreateFastPaymentOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayMyBill/InvoiceOrders/FastPayment",
  tag: "pay-my-bill",
  summary: "Pay an amount toward a CID's bill through ABA PayWay, iPay88 or Wing",
  query: PayBillTokenQuerySchema,
  body: FastPaymentBodySchema.extend({ paymentMethod: RedirectGatewaySchema }),
  responses: CREATED_PAYMENT_ORDER_RESPONSES,
});

/** Spec §7 `POST PayMyBill/InvoiceOrders/FastPayment/WebSdk` (scag): an amount through Wing's web SDK. */
export const CreateWebSdkFastPaymentOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayMyBill/InvoiceOrders/FastPayment/WebSdk",
  tag: "pay-my-bill",
  summary: "Pay an amount toward a CID's bill through Wing's web SDK",
  query: PayBillTokenQuerySchema,
  body: FastPaymentBodySchema.extend(WebSdkFieldsSchema.shape),
  responses: CREATED_PAYMENT_ORDER_RESPONSES,
});
