import { createHash } from "node:crypto";
import { GetInvoicePdfCall } from "@isp/contracts/billing/get-invoice-pdf";
import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { callUrl } from "@isp/contracts/http/define-call";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPayments } from "../../config";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk } from "../../test/inject-call";
import { extractPdfText } from "../../test/pdf-text";
import { createTestApp } from "../../test/test-app";
import { readKhqr } from "./khqr";
import { paymentOrders, sandboxKhqrTransactions } from "./tables";

const SOPHEA = "100318";

// A real PDF from Chromium, and the background poller every 100 ms (one database kind: what is tested
// is the printing and the poller, not SQL).
describe("the KHQR printed on an unpaid invoice", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sophea: string;
  beforeAll(async () => {
    ctx = await createTestApp({
      kind: "pglite",
      config: { payments: { ...defaultPayments(), khqrPollMs: 100 } },
    });
    sophea = await demoAccessToken(ctx.app, "sophea");
  }, 120_000);
  afterAll(() => ctx.close());

  it("is printed for the invoice's total, kept while valid, and settles the invoice once paid without any page open", async () => {
    const { data } = await callOk(ctx.app, ListInvoicesCall, {
      params: { customerId: SOPHEA },
      token: sophea,
    });
    const invoice = data.find((entry) => entry.status === "unpaid");
    if (!invoice) throw new Error("Sophea has an unpaid invoice");
    const pdf = () =>
      ctx.app.inject({
        url: callUrl(GetInvoicePdfCall, { params: { customerId: SOPHEA, invoiceId: invoice.invoiceId } }),
        headers: { authorization: `Bearer ${sophea}`, "accept-language": "en" },
      });
    const first = await pdf();
    expect(first.statusCode).toBe(200);
    expect(await extractPdfText(first.rawPayload)).toContain("Scan this KHQR");
    const printed = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.method, "khqr"));
    expect(printed).toHaveLength(1);
    const [order] = printed;
    if (!order?.khqr) throw new Error("the invoice's KHQR payment");
    expect(order.invoiceIds).toEqual([invoice.invoiceId]);
    expect(readKhqr(order.khqr)).toMatchObject({ amount: invoice.total.toFixed(2), currency: "USD" });
    expect(order.expiresAt.getTime() - Date.now()).toBeGreaterThan(40 * 24 * 3600_000);
    // Downloaded again: the same KHQR, the same PDF.
    const second = await pdf();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.method, "khqr"))).toHaveLength(1);

    // A banking app pays it (the Bakong sandbox's ledger); the poller finds it and settles the invoice.
    await ctx.db.insert(sandboxKhqrTransactions).values({
      md5: createHash("md5").update(order.khqr).digest("hex"),
      hash: "f".repeat(64),
      fromAccountId: "payer@devb",
      toAccountId: readKhqr(order.khqr)?.accountId ?? "",
      currency: "USD",
      amount: invoice.total.toFixed(2),
      description: order.reference,
    });
    await expect
      .poll(
        async () =>
          (
            await callOk(ctx.app, ListInvoicesCall, { params: { customerId: SOPHEA }, token: sophea })
          ).data.find((entry) => entry.invoiceId === invoice.invoiceId)?.status,
        { timeout: 10_000 },
      )
      .toBe("paid");
    const paid = await pdf();
    expect(await extractPdfText(paid.rawPayload)).not.toContain("Scan this KHQR");
  });
});
