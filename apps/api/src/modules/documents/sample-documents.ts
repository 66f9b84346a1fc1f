import type { InvoiceDocumentInput, ReceiptDocumentInput } from "@isp/contracts/billing/documents";

/**
 * A month of a home customer's service and its payment, as billing would hand them over: the tests and
 * the benchmark print these. The lines hold Khmer with subscripts and the signs ំ and ៉, which PDF
 * libraries built on fontkit misplace.
 */
export const SAMPLE_INVOICE = {
  invoiceId: "inv-100245-2026-10",
  number: "INV-2026-004871",
  issuedOn: "2026-11-01",
  dueOn: "2026-11-15",
  periodFrom: "2026-11-01",
  periodTo: "2026-11-30",
  status: "unpaid",
  paidOn: null,
  customer: {
    customerId: "100245",
    name: "សុខ ដារា",
    customerType: "consumer",
    addressLines: ["ផ្ទះលេខ ២៥ ផ្លូវ ៣១០", "សង្កាត់បឹងកេងកង ១ ខណ្ឌបឹងកេងកង", "រាជធានីភ្នំពេញ"],
    phone: "012 345 678",
    email: "dara@demo.romdoul.example",
    vatTin: null,
  },
  lines: [
    { description: "កញ្ចប់អ៊ីនធឺណិត MegaSurf 60 Mbps", quantity: 1, unitPrice: 25, amount: 25 },
    { description: "ជួលរ៉ោតទ័រ Wi‑Fi 6", quantity: 1, unitPrice: 3.5, amount: 3.5 },
    { description: "ប៉ុស្តិ៍ទូរទស្សន៍ One TV", quantity: 2, unitPrice: 4.25, amount: 8.5 },
  ],
  netTotal: 37,
  vat: 3.7,
  total: 40.7,
  currency: "USD",
} satisfies InvoiceDocumentInput;

export const SAMPLE_RECEIPT = {
  paymentId: "pay-100245-0193",
  receiptNumber: "RCP-2026-019342",
  paidAt: "2026-11-09T03:42:00Z",
  method: "ABA PayWay",
  reference: "ABA-7781203345",
  customer: SAMPLE_INVOICE.customer,
  invoices: [
    { number: "INV-2026-004871", amount: 40.7 },
    { number: "INV-2026-004502", amount: 12.3 },
  ],
  amount: 60,
  currency: "USD",
} satisfies ReceiptDocumentInput;
