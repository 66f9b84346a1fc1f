import { z } from "zod";
import { UsdAmountSchema } from "../billing/customer-params";

export const ORDER_TYPES = ["new-service", "change-plan", "add-on"] as const;
export const OrderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderTypeSchema>;

/**
 * Spec §4: orders are created, confirmed, cancelled or paid; the statuses themselves are "not shown".
 * An installation follows payment (installing, then completed); docs/decisions.md "Order statuses".
 */
export const ORDER_STATUSES = [
  "created",
  "confirmed",
  "paid",
  "installing",
  "completed",
  "cancelled",
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const PAYMENT_METHODS = ["aba", "wing", "pay88", "khqr", "cash"] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/** A change of plan an order asked for: from which plan, to which, at what fee, from when. */
export const PlanChangeSchema = z.object({
  fromPlanName: z.string(),
  toPlanCode: z.string(),
  toPlanName: z.string(),
  monthlyFee: UsdAmountSchema,
  effectiveOn: z.iso.date(),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;

/** Spec §3 Order (id, invoices, orderId, bs2CustomerId, amount) with its type and status. */
export const OrderSummarySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  bs2CustomerId: z.string(),
  type: OrderTypeSchema,
  status: OrderStatusSchema,
  /** What the order is for, in the caller's language. */
  title: z.string(),
  serviceId: z.string().nullable(),
  /** What the order costs up front, VAT included; a plan change costs nothing up front. */
  amount: UsdAmountSchema,
  invoices: z.array(z.string()),
  planChange: PlanChangeSchema.nullable(),
  hasReceipt: z.boolean(),
  hasInstallation: z.boolean(),
  hasQuotation: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** One line of an order or its receipt, before VAT. */
export const OrderLineSchema = z.object({
  name: z.string(),
  qty: z.number().int().positive(),
  unitPrice: UsdAmountSchema,
  value: UsdAmountSchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = OrderSummarySchema.extend({ lines: z.array(OrderLineSchema) });
export type Order = z.infer<typeof OrderSchema>;

/** The path parameter of an order's calls: its public order number. */
export const OrderNumberSchema = z.coerce.number().int().positive().max(2_147_483_647);
