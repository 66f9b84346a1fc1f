import { z } from "zod";
import { sameSignature } from "../gateways/gateway";
import { checkRequest } from "../gateways/wing/checkout";
import { WING_AUTHORIZATION_PATH, WING_CONFIRM_PATH, WING_INQUIRY_PATH } from "../gateways/wing/settings";
import { contentsOf, payloadJsonOf } from "../gateways/wing/wing-crypto";
import { type GatewaySimulator, SANDBOX_ROUTE } from "./gateway-simulator";
import { findDecision } from "./sandbox-ledger";
import { renderDecisionPage, renderProblemsPage, sendSandboxPage } from "./sandbox-page";

const OF = { name: "Wing", standsFor: "Wing's payment page" };

/**
 * Where Wing notifies payments: a URL the merchant registers with Wing for each integration (the
 * redirect, the web SDK), not a field of the request.
 */
const callbackPathOf = (gateway: WingGateway) => `/pay-api/api/v1/${gateway}/callback`;

type WingGateway = "wing" | "wingwebsdk";

const OrderSchema = z.object({
  amount: z.string(),
  order_reference_no: z.string().max(40),
  return_url: z.url(),
  cancel_url: z.url(),
});
const InquirySchema = z.object({
  username: z.string().max(100),
  rest_api_key: z.string().max(200),
  remark: z.string().max(40),
});
const ConfirmQuerySchema = z.object({ token: z.string().min(1).max(4096) });

/**
 * Wing's v2 Online SDK in the sandbox: authorization, the confirm page, the inquiry and the notification;
 * one for the redirect (`wing`) and one for the web SDK (`wingwebsdk`), each notifying its own path.
 */
export const wingSimulatorOf = (gateway: WingGateway): GatewaySimulator => ({
  of: OF,
  register(app, { settings, tickets, db, siteOrigin }) {
    const wing = settings[gateway];
    app.post(WING_AUTHORIZATION_PATH, SANDBOX_ROUTE, async (request) => {
      const problems = checkRequest({ body: request.body, headers: request.headers }, wing);
      if (problems.length > 0) return { errorCode: "400", errorText: problems.join("; ") };
      const payload = (request.body as { payload: string }).payload;
      const order = OrderSchema.parse(payloadJsonOf(payload, wing.password));
      const token = tickets.ticketOf({
        gateway,
        reference: order.order_reference_no,
        amount: Number(order.amount).toFixed(2),
        currency: "USD",
        description: `Wing payment ${order.order_reference_no}`,
        successUrl: order.return_url,
        failureUrl: order.cancel_url,
        callbackUrl: `${siteOrigin}${callbackPathOf(gateway)}`,
        paymentId: "",
      });
      return { errorCode: "200", token };
    });

    app.get(WING_CONFIRM_PATH, SANDBOX_ROUTE, async (request, reply) => {
      const query = ConfirmQuerySchema.safeParse(request.query);
      const payment = query.success
        ? tickets.paymentOf(Buffer.from(query.data.token, "base64").toString("utf8"))
        : null;
      if (payment?.gateway !== gateway) {
        return sendSandboxPage(reply, renderProblemsPage(OF, ["token: unknown or altered"]), 400);
      }
      return sendSandboxPage(
        reply,
        renderDecisionPage(OF, `/sandbox/${gateway}/decide`, tickets.ticketOf(payment), payment),
      );
    });

    app.post(WING_INQUIRY_PATH, SANDBOX_ROUTE, async (request) => {
      const body = InquirySchema.safeParse(request.body);
      if (
        !body.success ||
        body.data.username !== wing.merchantId ||
        !sameSignature(body.data.rest_api_key, wing.apiKey)
      ) {
        return { errorCode: "401", errorText: "Invalid credentials" };
      }
      const found = await findDecision(db, gateway, body.data.remark);
      if (found?.status !== "approved") return { errorCode: "404", errorText: "Transaction not found" };
      return {
        errorCode: "200",
        remark: found.reference,
        amount: found.amount,
        currency: found.currency,
        transaction_id: found.transactionId,
      };
    });
  },
  // Wing notifies paid payments only [C-code].
  notificationOf(payment, record, { settings }) {
    if (!payment.callbackUrl || record.status !== "approved") return null;
    const contents = contentsOf(
      JSON.stringify({
        remark: payment.reference,
        amount: ` ${payment.currency} ${payment.amount}`,
        transaction_id: record.transactionId,
        currency: payment.currency,
      }),
      settings[gateway].apiKey,
    );
    return {
      url: payment.callbackUrl,
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ contents }).toString(),
    };
  },
  returnOf: (payment, record) => ({
    url: record.status === "approved" ? payment.successUrl : payment.failureUrl,
  }),
});
