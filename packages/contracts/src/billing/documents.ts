import { z } from "zod";
import { CustomerTypeSchema } from "../selfcare/get-profile";

/**
 * What the invoice and receipt PDFs print (spec §3 Invoice and Payment, issue 11). The billing module
 * fills these from its records; the documents module turns them into PDFs. They are checked before
 * printing: a document whose figures do not add up is refused rather than issued.
 */

/** Ids become part of a storage key, so they stay within letters, digits, `-` and `_`. */
const DocumentIdSchema = z.string().regex(/^[\w-]{1,64}$/, { message: "letters, digits, - or _ only" });

const CalendarDateSchema = z.iso.date();

/** An amount in USD as billing keeps it: whole cents. */
const MoneySchema = z
  .number()
  .finite()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "at most 2 decimals",
  });

const CurrencySchema = z.literal("USD");

const isSameCents = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);
const sumCents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);

export const DocumentCustomerSchema = z.object({
  /** The CID customers pay by (pay-my-bill, KHQR, branches). */
  customerId: z.string().regex(/^\d{4,12}$/),
  /** As billing holds it, often in Khmer script (`សុខ ដារា`). */
  name: z.string().trim().min(1).max(200),
  customerType: CustomerTypeSchema,
  /** The billing address, one printed line each (house and street, commune, district, province). */
  addressLines: z.array(z.string().trim().min(1).max(200)).min(1).max(6),
  phone: z.string().trim().min(1).max(40),
  email: z.string().trim().max(200).nullable(),
  /** A VAT-registered business's TIN (`K001-123456789`); it makes the invoice a tax invoice. */
  vatTin: z.string().trim().max(40).nullable(),
});
export type DocumentCustomer = z.infer<typeof DocumentCustomerSchema>;

export const InvoiceLineSchema = z.object({
  description: z.string().trim().min(1).max(300),
  quantity: z.number().positive(),
  unitPrice: MoneySchema,
  /** quantity × unit price, excluding VAT; negative for a discount line. */
  amount: MoneySchema,
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceDocumentSchema = z
  .object({
    invoiceId: DocumentIdSchema,
    number: z.string().trim().min(1).max(40),
    issuedOn: CalendarDateSchema,
    dueOn: CalendarDateSchema,
    periodFrom: CalendarDateSchema,
    periodTo: CalendarDateSchema,
    status: z.enum(["paid", "unpaid"]),
    paidOn: CalendarDateSchema.nullable(),
    customer: DocumentCustomerSchema,
    lines: z.array(InvoiceLineSchema).min(1).max(100),
    netTotal: MoneySchema.nonnegative(),
    /** Cambodia's VAT is 10 %. */
    vatRate: z.number().min(0).max(1).default(0.1),
    vat: MoneySchema.nonnegative(),
    total: MoneySchema.nonnegative(),
    currency: CurrencySchema,
    /**
     * Riels per US dollar on the issue day (the tax department's rate): a tax invoice in dollars also
     * states its total in riel. Null prints dollars only.
     */
    khrPerUsd: z.number().positive().nullable().default(null),
    /**
     * An unpaid invoice's KHQR (Bakong) for its total, drawn as an SVG data URL, and the last day it can
     * be paid; null prints none (a paid invoice, or no KHQR could be made).
     */
    khqr: z
      .object({
        image: z.string().startsWith("data:image/svg+xml;base64,"),
        payableUntil: CalendarDateSchema,
      })
      .nullable()
      .default(null),
  })
  .superRefine((invoice, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (sumCents(invoice.lines.map((line) => line.amount)) !== Math.round(invoice.netTotal * 100))
      fail("netTotal", "netTotal must be the sum of the lines");
    if (Math.abs(invoice.vat - invoice.netTotal * invoice.vatRate) > 0.011)
      fail("vat", "vat must be netTotal × vatRate, rounded to the cent");
    if (!isSameCents(invoice.total, invoice.netTotal + invoice.vat))
      fail("total", "total must be netTotal + vat");
    if ((invoice.status === "paid") !== (invoice.paidOn !== null))
      fail("paidOn", "paidOn is set exactly when the invoice is paid");
    if (invoice.periodTo < invoice.periodFrom) fail("periodTo", "the period ends before it starts");
    if (invoice.khqr && invoice.status === "paid") fail("khqr", "a paid invoice carries no KHQR");
  });
/** An invoice as billing hands it over (vatRate and khrPerUsd may be left out). */
export type InvoiceDocumentInput = z.input<typeof InvoiceDocumentSchema>;
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;

export const ReceiptDocumentSchema = z
  .object({
    paymentId: DocumentIdSchema,
    receiptNumber: z.string().trim().min(1).max(40),
    paidAt: z.iso.datetime({ offset: true }),
    /** As the customer knows it: "ABA PayWay", "KHQR", "Wing", "Card", "Cash at branch". */
    method: z.string().trim().min(1).max(60),
    /** The gateway's transaction id or the branch's slip number. */
    reference: z.string().trim().min(1).max(100),
    customer: DocumentCustomerSchema,
    /** What the payment settled; empty for a payment made in advance. */
    invoices: z
      .array(z.object({ number: z.string().trim().min(1).max(40), amount: MoneySchema.positive() }))
      .max(50),
    amount: MoneySchema.positive(),
    currency: CurrencySchema,
  })
  .superRefine((receipt, context) => {
    if (sumCents(receipt.invoices.map((invoice) => invoice.amount)) > Math.round(receipt.amount * 100))
      context.addIssue({
        code: "custom",
        path: ["invoices"],
        message: "invoices add up to more than was paid",
      });
  });
export type ReceiptDocumentInput = z.input<typeof ReceiptDocumentSchema>;
export type ReceiptDocument = z.infer<typeof ReceiptDocumentSchema>;
