import { z } from "zod";
import { customerIdParam, UsdAmountSchema } from "../billing/customer-params";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { PayBillTokenQuerySchema } from "./pay-my-bill";

/** "failed": declined (or refunded) by the gateway; "cancelled": the payer gave up on the gateway's page. */
export const PAYMENT_ORDER_STATUSES = ["pending", "paid", "expired", "failed", "cancelled"] as const;
export const PaymentOrderStatusSchema = z.enum(PAYMENT_ORDER_STATUSES);
export type PaymentOrderStatus = z.infer<typeof PaymentOrderStatusSchema>;

/**
 * The gateways a payer's browser is sent to (spec §2 /online_payment/…), beside KHQR on our own page.
 * `wingwebsdk` is Wing's web SDK: Wing's v2 checkout with its own calls (`…/WebSdk`), result page and
 * callback path.
 */
export const CARD_GATEWAYS = ["aba", "pay88", "wing", "wingwebsdk"] as const;
export const CardGatewaySchema = z.enum(CARD_GATEWAYS);
export type CardGateway = z.infer<typeof CardGatewaySchema>;
/** The gateways `InvoiceOrders` and `FastPayment` name in `paymentMethod`; the web SDK has its own calls. */
export const RedirectGatewaySchema = CardGatewaySchema.exclude(["wingwebsdk"]);
export const PaymentOrderMethodSchema = z.enum(["khqr", ...CARD_GATEWAYS]);
export type PaymentOrderMethod = z.infer<typeof PaymentOrderMethodSchema>;

/** What a payment pays: chosen invoices, a service order, or an amount toward the CID's bill. */
export const PaymentOrderKindSchema = z.enum(["invoices", "service-order", "amount"]);
export type PaymentOrderKind = z.infer<typeof PaymentOrderKindSchema>;

/** Minutes a payer has on a card or wallet gateway's page before the order is given up. */
export const GATEWAY_TTL_MINUTES = 30;

/** Minutes a KHQR can be paid; after that its order expires and a new one is made. */
export const KHQR_TTL_MINUTES = 15;
/** How often the page asks whether a KHQR was paid. */
export const KHQR_POLL_SECONDS = 4;
/** Invoices one payment may settle. */
export const MAX_INVOICES_PER_ORDER = 24;

/** The server's reference of a payment: what the gateway and the receipt carry. */
export const PaymentReferenceSchema = z.string().regex(/^PMB\d{12}$/);

const recordNumber = z.number().int().positive().max(2_147_483_647);

/**
 * What a payment pays (spec §7 body: orderId, bs2CustomerId, invoices): chosen unpaid invoices of the CID,
 * or one of its confirmed service orders (`orderId`, the order number, with no invoices); not both.
 */
export const PaymentOrderBodySchema = z.object({
  orderId: recordNumber.nullish(),
  bs2CustomerId: customerIdParam(),
  invoices: z.array(recordNumber).max(MAX_INVOICES_PER_ORDER).default([]),
});

/** A dynamic KHQR (EMVCo, Bakong) for the order's amount, and its picture. */
export const KhqrSchema = z.object({
  qr: z.string(),
  md5: z.string().regex(/^[0-9a-f]{32}$/),
  /** The QR as an SVG data URL, drawn by the server. */
  image: z.string().startsWith("data:image/svg+xml"),
  expiresAt: z.iso.datetime(),
  /** Without Bakong settings: the sandbox page that "scans" this QR, to pay it while testing. */
  sandboxPayUrl: z.string().startsWith("/sandbox/").nullable(),
});

/** A payment of invoices, as the payer follows it. Amounts in US dollars. */
export const PaymentOrderSchema = z.object({
  orderId: PaymentReferenceSchema,
  kind: PaymentOrderKindSchema,
  method: PaymentOrderMethodSchema,
  status: PaymentOrderStatusSchema,
  amount: UsdAmountSchema,
  currency: z.literal("USD"),
  /** The invoices it pays; for an amount, the ones it settled once paid (none before). */
  invoiceNumbers: z.array(z.string()),
  /** The service order it pays (its order number); null when it pays invoices. */
  serviceOrderId: z.number().int().nullable(),
  khqr: KhqrSchema.nullable(),
  paidAt: z.iso.datetime().nullable(),
  /** The receipt of the payment that settled the invoices, once paid (its PDF: the payment's id). */
  receiptNumber: z.string().nullable(),
  paymentId: z.number().int().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

/** What every call that makes a payment answers. */
export const CREATED_PAYMENT_ORDER_RESPONSES = {
  201: z.object({ data: PaymentOrderSchema }),
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/**
 * Spec §7 `POST PayKHQRBill/KHQRInvoiceOrders` (scag): a payment by KHQR of the chosen unpaid invoices
 * of the CID, with the token of pay-my-bill, or of one of its confirmed service orders (`orderId`, signed
 * in as its owner). The server takes the amount from the invoices or the order, never from the browser.
 * 400: neither or both; 422: an invoice is not an unpaid invoice of this CID, or the order is not payable.
 */
export const CreateKhqrInvoiceOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayKHQRBill/KHQRInvoiceOrders",
  tag: "pay-my-bill",
  summary: "Pay chosen unpaid invoices of a CID by KHQR (token of pay my bill, or the owner's bearer token)",
  query: PayBillTokenQuerySchema,
  body: PaymentOrderBodySchema,
  responses: CREATED_PAYMENT_ORDER_RESPONSES,
});

/**
 * Spec §7 `POST PayMyBill/InvoiceOrders` (scag): the same payment (invoices, or a service order) through a
 * card or wallet gateway (`paymentMethod`, our addition: the spec's body names no gateway). The browser
 * then asks the gateway's hash call for the form to post.
 */
export const CreateInvoiceOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayMyBill/InvoiceOrders",
  tag: "pay-my-bill",
  summary: "Pay chosen unpaid invoices or a confirmed order of a CID through ABA PayWay, iPay88 or Wing",
  query: PayBillTokenQuerySchema,
  body: PaymentOrderBodySchema.extend({ paymentMethod: RedirectGatewaySchema }),
  responses: CREATED_PAYMENT_ORDER_RESPONSES,
});

/**
 * One payment order of the token's CID, as it stands: while it is pending, the server first asks
 * the gateway (Bakong for a KHQR) whether it was paid, and settles the invoices once if so, so the
 * payer's page can poll this.
 */
export const GetPaymentOrderCall = defineCall({
  method: "GET",
  service: "scag",
  path: "PayKHQRBill/InvoiceOrders/:orderId",
  tag: "pay-my-bill",
  summary: "A pay-my-bill order and whether it was paid (token of pay my bill, or the owner's bearer token)",
  params: z.object({ orderId: PaymentReferenceSchema }),
  query: PayBillTokenQuerySchema,
  responses: {
    200: z.object({ data: PaymentOrderSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
});

/**
 * Spec §9: the fields the web-SDK payment calls add, always the same values (the original app sent
 * them for its billing system; a payment of a bill takes them as they are, and refuses others).
 */
export const WebSdkFieldsSchema = z.object({
  upfrontMonth: z.literal(1),
  serviceId: z.tuple([z.literal(0)]),
  reasonId: z.literal(1),
  optionId: z.literal(1),
  origin: z.literal("WEB"),
  startDate: z.literal(""),
});
export const WEB_SDK_FIELDS: z.infer<typeof WebSdkFieldsSchema> = {
  upfrontMonth: 1,
  serviceId: [0],
  reasonId: 1,
  optionId: 1,
  origin: "WEB",
  startDate: "",
};

/**
 * Spec §7 `POST PayMyBill/InvoiceOrders/WebSdk` (scag): the invoices (or service order) of
 * `InvoiceOrders`, paid through Wing's web SDK, with the fixed fields of spec §9.
 */
export const CreateWebSdkInvoiceOrderCall = defineCall({
  method: "POST",
  service: "scag",
  path: "PayMyBill/InvoiceOrders/WebSdk",
  tag: "pay-my-bill",
  summary: "Pay chosen unpaid invoices or a confirmed order of a CID through Wing's web SDK",
  query: PayBillTokenQuerySchema,
  body: PaymentOrderBodySchema.extend(WebSdkFieldsSchema.shape),
  responses: CREATED_PAYMENT_ORDER_RESPONSES,
});
