import { brand } from "@isp/brand";
import type { ApiRequestInit } from "@isp/contracts/http/api-transport";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { BackgroundTask } from "../../time/repeat-in-background";
import { inProcessApi } from "../../web/in-process-api";
import type { BillingSystem } from "../billing/billing-system";
import type { Captcha } from "../captcha/captcha";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { bakongTransport } from "./bakong-transports";
import { gatewayRoutes, PAY_API_PREFIX } from "./gateway-routes";
import { cardGatewaysOf } from "./gateways/card-gateways";
import { gatewaySender } from "./gateways/gateway-sender";
import { effectiveGatewaySettings } from "./gateways/gateway-settings";
import { type InvoiceToPrint, invoiceKhqrOf } from "./invoice-khqr";
import { startKhqrPoller } from "./khqr-poller";
import type { PayBillTokens } from "./pay-bill-tokens";
import { payMyBillRoutes } from "./pay-my-bill-routes";
import {
  BAKONG_SANDBOX_PREFIX,
  bakongSandboxRoutes,
  SANDBOX_BAKONG_TOKEN,
} from "./sandbox/bakong-sandbox-routes";
import { gatewaySandboxRoutes } from "./sandbox/gateway-sandbox-routes";

type PaymentsDeps = {
  db: Database;
  billing: BillingSystem;
  captcha: Captcha;
  verifyAccessToken: AccessTokenVerifier;
  config: AppConfig;
  tokens: PayBillTokens;
};

/**
 * Pay-my-bill and the gateways (issue 13). A gateway without credentials (Bakong, PayWay, iPay88, Wing)
 * is played by its sandbox in this process, which the server asks through `inject`, as it asks a real
 * gateway over HTTP. Gives billing the KHQR its unpaid invoices print.
 */
export async function registerPayments(
  app: FastifyInstance,
  { db, billing, captcha, verifyAccessToken, config, tokens }: PaymentsDeps,
) {
  const { payments } = config;
  const inProcess = inProcessApi(app);
  const bakong = payments.bakong
    ? { transport: bakongTransport(payments.bakong.url), token: payments.bakong.token }
    : {
        transport: (path: string, init: ApiRequestInit) => inProcess(`${BAKONG_SANDBOX_PREFIX}${path}`, init),
        token: SANDBOX_BAKONG_TOKEN,
      };
  if (!payments.bakong) await app.register(bakongSandboxRoutes, { prefix: BAKONG_SANDBOX_PREFIX, db });

  const siteOrigin = config.identity.siteOrigin;
  const settings = effectiveGatewaySettings(payments.gateways, {
    siteOrigin,
    fallbackEmail: brand.email,
    secret: config.linkSecret,
  });
  await app.register(gatewaySandboxRoutes, {
    db,
    inProcess,
    siteOrigin,
    settings,
    secret: config.linkSecret,
  });

  const orders = {
    db,
    billing,
    khqrAccount: payments.khqrAccount,
    bakong,
    gateways: cardGatewaysOf(settings, gatewaySender(inProcess, app.log)),
    sandboxPayPath: payments.bakong ? null : `${BAKONG_SANDBOX_PREFIX}/pay`,
    siteOrigin,
    tokens,
    verifyAccessToken,
    formRateLimit: config.formRateLimit,
  };
  await app.register(payMyBillRoutes, {
    prefix: "/scag/api/v1",
    ...orders,
    captcha,
    khrPerUsd: payments.khrPerUsd,
  });
  await app.register(gatewayRoutes, { prefix: PAY_API_PREFIX, ...orders });

  // KHQRs printed on invoices are paid without our page open: they are asked about in the background,
  // from when the app is ready until it closes.
  const deps = { ...orders, log: app.log };
  let poller: BackgroundTask | undefined;
  app.addHook("onReady", async () => {
    poller = startKhqrPoller(deps, payments.khqrPollMs);
  });
  app.addHook("onClose", async () => {
    await poller?.stop();
  });
  return { invoiceKhqr: (invoice: InvoiceToPrint) => invoiceKhqrOf(deps, invoice) };
}
