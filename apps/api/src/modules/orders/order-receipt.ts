import { vatOn } from "@isp/contracts/billing/vat";
import type { Language } from "@isp/contracts/languages";
import type { OrderReceipt } from "@isp/contracts/orders/get-order-receipt";
import type { DatabaseOrTransaction } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { toDollars } from "../billing/money";
import { findCustomer } from "../selfcare/customers";
import { findOrderRow, listOrderLines } from "./orders";

/** The receipt of one of the customer's orders once paid; undefined for any other order. */
export async function findOrderReceipt(
  db: DatabaseOrTransaction,
  customerId: string,
  orderNumber: number,
  language: Language,
): Promise<OrderReceipt | undefined> {
  const order = await findOrderRow(db, customerId, orderNumber);
  if (!order?.paidAt || !order.receiptNumber || !order.paymentMethod) return undefined;
  const [lines, customer] = await Promise.all([
    listOrderLines(db, order.id, language),
    findCustomer(db, customerId),
  ]);
  const subtotalCents = lines.reduce((sum, line) => sum + line.valueCents, 0);
  const vat = vatOn(subtotalCents);
  return {
    receiptNumber: order.receiptNumber,
    orderId: order.orderNumber,
    orderType: order.type,
    title: pickText(order.title, language) ?? "",
    bs2CustomerId: order.customerId,
    customerName: customer?.name ?? "",
    paidAt: order.paidAt.toISOString(),
    paymentMethod: order.paymentMethod as OrderReceipt["paymentMethod"],
    lines: lines.map(({ valueCents: _cents, ...line }) => line),
    subtotal: toDollars(subtotalCents),
    vat: toDollars(vat),
    total: toDollars(subtotalCents + vat),
  };
}
