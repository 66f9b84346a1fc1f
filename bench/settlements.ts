/**
 * Settlements per second under duplicate callbacks (`npm run bench`): many paid ABA PayWay payments, each
 * notified several times at once, as a gateway retrying on a bad day does. Every callback makes the
 * server ask the (sandbox) gateway's status check, so this measures the whole confirmation path in
 * process, on the embedded database: the figure that matters besides speed is that each payment
 * settles exactly once.
 */
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import { CreateInvoiceOrderCall } from "@isp/contracts/payments/payment-orders";
import { invoices } from "../apps/api/src/modules/billing/tables";
import { ABA_SIGNATURE_HEADER } from "../apps/api/src/modules/payments/gateways/aba/callback";
import { callbackHashOf } from "../apps/api/src/modules/payments/gateways/aba/payway-hash";
import { effectiveGatewaySettings } from "../apps/api/src/modules/payments/gateways/gateway-settings";
import { recordDecision } from "../apps/api/src/modules/payments/sandbox/sandbox-ledger";
import { demoAccessToken } from "../apps/api/src/test/demo-tokens";
import { callOk } from "../apps/api/src/test/inject-call";
import { createTestApp } from "../apps/api/src/test/test-app";

const PAYMENTS = 60;
const DUPLICATES = 10;
const CUSTOMER = "100318";
const SECRET = "bench-link-secret-of-at-least-thirty-two-characters";

export type SettlementFigures = {
  payments: number;
  callbacksPerPayment: number;
  seconds: number;
  settlementsPerSecond: number;
  callbacksPerSecond: number;
  /** Payments recorded in billing: must equal `payments`. */
  recorded: number;
};

export async function measureSettlements(): Promise<SettlementFigures> {
  const ctx = await createTestApp({
    kind: "pglite",
    config: { linkSecret: SECRET, formRateLimit: 1_000_000 },
  });
  try {
    const key = effectiveGatewaySettings(
      {},
      { siteOrigin: "http://localhost", fallbackEmail: "x@x.x", secret: SECRET },
    ).aba.apiKey;
    const inserted = await ctx.db
      .insert(invoices)
      .values(
        Array.from({ length: PAYMENTS }, (_, index) => ({
          number: `INV-BENCH-${index}`,
          customerId: CUSTOMER,
          issuedOn: "2001-01-01",
          periodStart: `19${String(index).padStart(2, "0")}-01-01`,
          periodEnd: `19${String(index).padStart(2, "0")}-01-28`,
          dueOn: "2001-01-11",
          netCents: 1000,
          vatCents: 100,
          totalCents: 1100,
        })),
      )
      .returning({ id: invoices.id });
    const token = await demoAccessToken(ctx.app, "sophea");
    const references: string[] = [];
    for (const { id } of inserted) {
      const { data } = await callOk(ctx.app, CreateInvoiceOrderCall, {
        token,
        body: { bs2CustomerId: CUSTOMER, invoices: [id], paymentMethod: "aba" },
      });
      await recordDecision(ctx.db, {
        gateway: "aba",
        reference: data.orderId,
        status: "approved",
        amount: data.amount.toFixed(2),
        currency: "USD",
        transactionId: data.orderId.slice(-6),
      });
      references.push(data.orderId);
    }
    const started = process.hrtime.bigint();
    await Promise.all(
      references.flatMap((reference) => {
        const body = { tran_id: reference, apv: reference.slice(-6), status: "0", return_params: reference };
        const headers = { [ABA_SIGNATURE_HEADER]: callbackHashOf(body, key) };
        return Array.from({ length: DUPLICATES }, () =>
          ctx.app.inject({ method: "POST", url: "/pay-api/api/v1/aba/callback", headers, payload: body }),
        );
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const history = await callOk(ctx.app, ListPaymentHistoryCall, {
      params: { customerId: CUSTOMER },
      token,
    });
    const recorded = history.data.filter((payment) =>
      payment.invoiceNumbers.some((n) => n.startsWith("INV-BENCH-")),
    );
    return {
      payments: PAYMENTS,
      callbacksPerPayment: DUPLICATES,
      seconds: Math.round(seconds * 100) / 100,
      settlementsPerSecond: Math.round(PAYMENTS / seconds),
      callbacksPerSecond: Math.round((PAYMENTS * DUPLICATES) / seconds),
      recorded: recorded.length,
    };
  } finally {
    await ctx.close();
  }
}
