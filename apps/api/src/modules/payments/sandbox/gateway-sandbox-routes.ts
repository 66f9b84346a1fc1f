import { randomInt } from "node:crypto";
import type { ApiTransport } from "@isp/contracts/http/api-transport";
import type { CardGateway } from "@isp/contracts/payments/payment-orders";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { acceptMultipartForms, acceptUrlEncodedForms } from "../../../http/form-bodies";
import { escapeHtml } from "../../notifications/email-layout";
import { type effectiveGatewaySettings, GATEWAY_SANDBOX_PREFIX } from "../gateways/gateway-settings";
import { abaSimulator } from "./aba-sandbox";
import { type GatewaySimulator, SANDBOX_ROUTE, type SandboxContext } from "./gateway-simulator";
import { pay88Simulator } from "./pay88-sandbox";
import { recordDecision } from "./sandbox-ledger";
import { sendNotification } from "./sandbox-notifications";
import { renderReturnForm, renderSandboxPage, sendSandboxPage } from "./sandbox-page";
import { createSandboxTickets } from "./sandbox-tickets";
import { wingSimulatorOf } from "./wing-sandbox";

const SIMULATORS: Record<CardGateway, GatewaySimulator> = {
  aba: abaSimulator,
  pay88: pay88Simulator,
  wing: wingSimulatorOf("wing"),
  wingwebsdk: wingSimulatorOf("wingwebsdk"),
};

const DecisionFormSchema = z.object({
  ticket: z.string().min(1).max(8192),
  decision: z.enum(["approve", "decline", "cancel", "timeout"]),
});
const DECIDED = { approve: "approved", decline: "declined", cancel: "cancelled" } as const;

export type GatewaySandboxOptions = {
  db: Database;
  inProcess: ApiTransport;
  siteOrigin: string;
  settings: ReturnType<typeof effectiveGatewaySettings>;
  secret: string;
};

/**
 * Local stand-ins for ABA PayWay, iPay88 and Wing under `/sandbox/{gateway}`, for each gateway without
 * merchant credentials: each checks requests as its gateway does (fields, lengths, signature), shows a
 * page where the tester approves, declines, cancels or lets the payment time out, sends the signed
 * notification the gateway would send (twice, then once more), and answers status checks.
 */
export const gatewaySandboxRoutes: FastifyPluginAsync<GatewaySandboxOptions> = async (app, options) => {
  const context: SandboxContext = {
    db: options.db,
    inProcess: options.inProcess,
    siteOrigin: options.siteOrigin,
    settings: options.settings,
    tickets: createSandboxTickets(options.secret),
  };
  for (const gateway of options.settings.sandboxes) {
    const simulator = SIMULATORS[gateway];
    await app.register(
      async (sandbox) => {
        // PayWay's purchase form is posted as multipart.
        await acceptMultipartForms(sandbox);
        acceptUrlEncodedForms(sandbox);
        simulator.register(sandbox, context);

        sandbox.post("/decide", SANDBOX_ROUTE, async (request, reply) => {
          const form = DecisionFormSchema.safeParse(request.body);
          const payment = form.success ? context.tickets.paymentOf(form.data.ticket) : null;
          if (!form.success || payment?.gateway !== gateway) {
            return sendSandboxPage(
              reply,
              renderSandboxPage("Unknown payment", "<p>This payment cannot be read.</p>", simulator.of),
              400,
            );
          }
          if (form.data.decision === "timeout") {
            return sendSandboxPage(
              reply,
              renderSandboxPage(
                "Timed out",
                `<p data-testid="sandbox-timed-out">The gateway stopped answering: nothing was recorded and no notification was sent.</p><p><a href="${escapeHtml(payment.failureUrl)}">Back to the merchant</a></p>`,
                simulator.of,
              ),
            );
          }
          const record = await recordDecision(context.db, {
            gateway,
            reference: payment.reference,
            status: DECIDED[form.data.decision],
            amount: payment.amount,
            currency: payment.currency,
            transactionId: String(randomInt(100_000_000, 999_999_999)),
          });
          if (!record) {
            return sendSandboxPage(
              reply,
              renderSandboxPage(
                "Already finished",
                `<p>This payment was already finished.</p><p><a href="${escapeHtml(payment.successUrl)}">Back to the merchant</a></p>`,
                simulator.of,
              ),
              409,
            );
          }
          const notification = simulator.notificationOf(payment, record, context);
          if (notification)
            await sendNotification(context.inProcess, context.siteOrigin, notification, request.log);
          const back = simulator.returnOf(payment, record, context);
          if (back.fields)
            return sendSandboxPage(reply, renderReturnForm(simulator.of, back.url, back.fields));
          return reply.redirect(back.url, 303);
        });
      },
      { prefix: `${GATEWAY_SANDBOX_PREFIX}/${gateway}` },
    );
  }
};
