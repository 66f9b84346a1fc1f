import { ReceiptDocumentSchema } from "@isp/contracts/billing/documents";
import type { InvoiceSummary } from "@isp/contracts/billing/list-invoices";
import type { Payment } from "@isp/contracts/billing/list-payment-history";
import { describe, expect, it } from "vitest";
import { receiptDocumentOf } from "./document-models";

const customer = {
  customerId: "9100",
  customerType: "consumer" as const,
  name: "Test Customer",
  addressLines: [],
  phone: "+85512000000",
  email: null,
  vatTin: null,
};
const invoice = (number: string, total: number) => ({ number, total }) as InvoiceSummary;
const payment = (amount: number, invoiceNumbers: string[]): Payment => ({
  paymentId: 7,
  paidAt: "2026-03-10T03:00:00.000Z",
  method: "khqr",
  comment: "KHQR PMB000000000001",
  currency: "USD",
  amount,
  receiptNumber: "RC-20260310-000007",
  invoiceNumbers,
});

describe("the receipt of an amount paid", () => {
  it("prints what the payment itself put toward each invoice when credit paid the rest", () => {
    // $10 with $10.40 of earlier credit paid a $19.80 invoice; its later rest paid none.
    const receipt = receiptDocumentOf(
      payment(10, ["INV-1", "INV-2"]),
      [invoice("INV-1", 19.8), invoice("INV-2", 19.8)],
      customer,
      "en",
    );
    expect(receipt.invoices).toEqual([{ number: "INV-1", amount: 10 }]);
    expect(ReceiptDocumentSchema.safeParse(receipt).success).toBe(true);
  });

  it("prints the invoices in full and the rest as credit when the payment covers them", () => {
    const receipt = receiptDocumentOf(
      payment(50, ["INV-1", "INV-2"]),
      [invoice("INV-1", 19.8), invoice("INV-2", 19.8)],
      customer,
      "en",
    );
    expect(receipt.invoices).toEqual([
      { number: "INV-1", amount: 19.8 },
      { number: "INV-2", amount: 19.8 },
    ]);
    expect(ReceiptDocumentSchema.safeParse(receipt).success).toBe(true);
  });
});
