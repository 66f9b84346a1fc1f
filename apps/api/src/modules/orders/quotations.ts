import { vatOn } from "@isp/contracts/billing/vat";
import type { Language } from "@isp/contracts/languages";
import type { Quotation } from "@isp/contracts/selfcare/list-mapp-quotations";
import { asc, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { toDollars } from "../billing/money";
import { findOrderRow } from "./orders";
import { quotationLines, quotations } from "./tables";

/** A quotation line's value before VAT and its VAT, in cents (VAT per line, as the quotation prints it). */
export function quotationLineCents(line: { qty: number; unitPriceCents: number }) {
  const valueCents = line.qty * line.unitPriceCents;
  return { valueCents, vatCents: vatOn(valueCents) };
}

/**
 * The quotations of one of the customer's orders, each line with its value, VAT and total, and the
 * quotation's totals. Undefined when the order is not the customer's (a 404); an order of theirs
 * without a quotation gives an empty list.
 */
export async function listOrderQuotations(
  db: DatabaseOrTransaction,
  customerId: string,
  orderNumber: number,
  language: Language,
): Promise<Quotation[] | undefined> {
  const order = await findOrderRow(db, customerId, orderNumber);
  if (!order) return undefined;
  const heads = await db
    .select()
    .from(quotations)
    .where(eq(quotations.orderId, order.id))
    .orderBy(asc(quotations.issuedOn), asc(quotations.id));
  if (heads.length === 0) return [];
  const lines = await db
    .select()
    .from(quotationLines)
    .where(
      inArray(
        quotationLines.quotationId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(asc(quotationLines.position));
  return heads.map((head) => {
    const priced = lines
      .filter((line) => line.quotationId === head.id)
      .map((line) => ({
        name: pickText(line.name, language) ?? "",
        qty: line.qty,
        unitPriceCents: line.unitPriceCents,
        ...quotationLineCents(line),
      }));
    const sum = (pick: (line: (typeof priced)[number]) => number) =>
      priced.reduce((total, line) => total + pick(line), 0);
    return {
      quotationNumber: head.quotationNumber,
      orderId: order.orderNumber,
      issuedOn: head.issuedOn,
      validUntil: head.validUntil,
      lines: priced.map((line) => ({
        name: line.name,
        qty: line.qty,
        unitPrice: toDollars(line.unitPriceCents),
        value: toDollars(line.valueCents),
        vat: toDollars(line.vatCents),
        total: toDollars(line.valueCents + line.vatCents),
      })),
      totals: {
        value: toDollars(sum((line) => line.valueCents)),
        vat: toDollars(sum((line) => line.vatCents)),
        total: toDollars(sum((line) => line.valueCents + line.vatCents)),
      },
    };
  });
}
