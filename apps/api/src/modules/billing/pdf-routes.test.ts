import { GetInvoiceCall } from "@isp/contracts/billing/get-invoice";
import { GetInvoicePdfCall } from "@isp/contracts/billing/get-invoice-pdf";
import { GetReceiptPdfCall } from "@isp/contracts/billing/get-receipt-pdf";
import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import { type CallDefinition, callUrl } from "@isp/contracts/http/define-call";
import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MOBILE_CLIENT_SECRET } from "../../config";
import { extractPdfText } from "../../test/pdf-text";
import { basicAuth, postToken } from "../../test/sign-in-flow";
import { createTestApp } from "../../test/test-app";

const DARA = "100245";
const SOPHEA = "100318";

// Real PDFs from Debian's Chromium on the embedded database (one kind: rendering is what is tested).
describe("bs2-api invoice and receipt PDFs", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp({ kind: "pglite" });
    for (const [customerId, email] of [
      [DARA, "dara@demo.romdoul.example"],
      [SOPHEA, "sophea@demo.romdoul.example"],
    ] as const) {
      const response = await postToken(
        ctx.app,
        { grant_type: "password", username: email, password: "Romdoul-2026" },
        { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
      );
      tokens[customerId] = response.json().access_token;
    }
  }, 120_000);
  afterAll(() => ctx.close());

  const get = (
    definition: CallDefinition,
    params: Record<string, unknown>,
    as?: string,
    language = "en",
    query?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method: "GET",
      url: callUrl(definition, { params, query }),
      headers: { "accept-language": language, ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}) },
    });

  async function firstOf(definition: CallDefinition, customerId: string) {
    const response = await get(definition, { customerId }, customerId);
    expect(response.statusCode).toBe(200);
    return response.json().data[0];
  }

  it("prints the customer's invoice in Khmer with their Khmer name and the amounts, once", async () => {
    const invoice = await firstOf(ListInvoicesCall, DARA);
    const params = { customerId: DARA, invoiceId: invoice.invoiceId };
    const response = await get(GetInvoicePdfCall, params, DARA, "km");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="invoice-.+-km\.pdf"$/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = await extractPdfText(response.rawPayload);
    expect(text).toContain("សុខ ដារា");
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.total.toFixed(2));
    // An issued invoice is read from storage the second time: the very same file.
    const again = await get(GetInvoicePdfCall, params, DARA, "km");
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  }, 120_000);

  it("prints a payment's receipt in English", async () => {
    const payment = await firstOf(ListPaymentHistoryCall, DARA);
    const response = await get(GetReceiptPdfCall, { customerId: DARA, paymentId: payment.paymentId }, DARA);
    expect(response.statusCode).toBe(200);
    const text = await extractPdfText(response.rawPayload);
    expect(text).toContain(payment.receiptNumber);
    expect(text).toContain(payment.amount.toFixed(2));
    expect(text).toContain("Sok Dara");
  }, 120_000);

  it("prints an invoice for the holder of its link, and only that invoice", async () => {
    const [invoice, other] = (await get(ListInvoicesCall, { customerId: DARA }, DARA)).json().data;
    const params = { customerId: DARA, invoiceId: invoice.invoiceId };
    const { token } = (await get(GetInvoiceCall, params, DARA)).json().link;
    const response = await get(GetInvoicePdfCall, params, undefined, "en", { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(await extractPdfText(response.rawPayload)).toContain(invoice.number);
    const otherParams = { customerId: DARA, invoiceId: other.invoiceId };
    expect((await get(GetInvoicePdfCall, otherParams, undefined, "en", { token })).statusCode).toBe(404);
  }, 120_000);

  it("gives no PDF without a token, to another customer, or for a guessed id", async () => {
    const invoice = await firstOf(ListInvoicesCall, DARA);
    const payment = await firstOf(ListPaymentHistoryCall, DARA);
    const cases = [
      [GetInvoicePdfCall, { customerId: DARA, invoiceId: invoice.invoiceId }],
      [GetReceiptPdfCall, { customerId: DARA, paymentId: payment.paymentId }],
    ] as const;
    for (const [definition, params] of cases) {
      expect((await get(definition, params)).statusCode).toBe(401);
      // Sophea asks for Dara's document by Dara's CID, then by her own CID with Dara's id.
      expect((await get(definition, params, SOPHEA)).statusCode).toBe(404);
      const own = await get(definition, { ...params, customerId: SOPHEA }, SOPHEA);
      expect(own.statusCode).toBe(404);
      expect(own.headers["content-type"]).toMatch(/json/);
    }
    expect((await get(GetInvoicePdfCall, { customerId: DARA, invoiceId: 99_999_999 }, DARA)).statusCode).toBe(
      404,
    );
    expect((await get(GetInvoicePdfCall, { customerId: DARA, invoiceId: "x" }, DARA)).statusCode).toBe(400);
  }, 120_000);
});
