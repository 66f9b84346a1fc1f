import { randomUUID } from "node:crypto";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { SERVICE_PREFIXES } from "@isp/contracts/services";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type AppConfig, policyOptionsOf } from "./config";
import type { Database } from "./db/client";
import { answerError, refuseUnservedMethods, sendClientError } from "./http/client-errors";
import { registerRateLimit } from "./http/rate-limit";
import { documentHeadersHook, registerSecurityHeaders } from "./http/security-headers";
import { createEmbeddedBillingSystem } from "./modules/billing/embedded-billing-system";
import { createInvoiceLinks } from "./modules/billing/invoice-links";
import { billingRoutes } from "./modules/billing/routes";
import { ticketRoutes } from "./modules/billing/tickets/routes";
import { createCaptcha } from "./modules/captcha/captcha";
import { captchaRoutes } from "./modules/captcha/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { type ContentRevision, createContentRevision } from "./modules/content/content-revision";
import { contentRoutes } from "./modules/content/routes";
import { createDocumentPdfs } from "./modules/documents/document-pdfs";
import { enquiryRoutes } from "./modules/enquiries/routes";
import { healthRoutes } from "./modules/health/routes";
import { registerIdentity } from "./modules/identity/routes";
import { mapRoutes } from "./modules/map/routes";
import { mediaRoutes } from "./modules/media/routes";
import { mailboxRoutes } from "./modules/notifications/mailbox-routes";
import { startOutboxWorker } from "./modules/notifications/outbox-worker";
import { coverageLeadRoutes, orderJourneyRoutes } from "./modules/orders/order-journey-routes";
import { ordersRoutes } from "./modules/orders/routes";
import { createPayBillTokens } from "./modules/payments/pay-bill-tokens";
import { registerPayments } from "./modules/payments/register-payments";
import { searchRoutes } from "./modules/search/routes";
import { mappApiRoutes } from "./modules/selfcare/mapp-api-routes";
import { selfcareRoutes } from "./modules/selfcare/routes";
import { surveyRoutes } from "./modules/survey/routes";
import type { Storage } from "./storage/storage";
import type { BackgroundTask } from "./time/repeat-in-background";

export type AppDependencies = {
  db: Database;
  storage: Storage;
  config: AppConfig;
  logger?: FastifyServerOptions["logger"];
  /** Shared with the web app's page cache (serve-web.ts); moved on by whoever writes content. */
  contentRevision?: ContentRevision;
};

/** The whole API as one Fastify instance; the server file adds the web app and listens. */
export async function buildApp({
  db,
  storage,
  config,
  logger = false,
  contentRevision = createContentRevision(),
}: AppDependencies) {
  const app = Fastify({
    logger,
    // The spec's paths mix casing (Vacancies, vacancies); match them case-insensitively.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    // A URL that cannot be decoded (`%zz`) fails before routing; answer it like any other bad request.
    frameworkErrors: answerError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => sendClientError(request, reply, 404));
  refuseUnservedMethods(app);

  const policy = policyOptionsOf(config);
  registerSecurityHeaders(app, policy);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await registerRateLimit(app);
  // Multipart form data only in the plugins whose routes take it: acceptMultipartForms.
  await app.register(fastifySwagger, {
    openapi: { info: { title: "ISP portal API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  // The API explorer is a page: scripts and styles of its own.
  await app.register(fastifySwaggerUi, {
    routePrefix: "/docs",
    uiHooks: { onRequest: documentHeadersHook(policy) },
  });

  await app.register(healthRoutes, { db });
  const captcha = createCaptcha(db, { secret: config.captchaSecret, work: config.captchaWork });
  const forms = { captcha, formRateLimit: config.formRateLimit };
  await app.register(captchaRoutes, { prefix: "/admin-api/api/v1", captcha });
  await app.register(contentRoutes, {
    prefix: "/admin-api/api/v1",
    db,
    storage,
    hrEmail: config.mail.hrEmail,
    contentRevision,
    ...forms,
  });
  await app.register(enquiryRoutes, {
    prefix: "/admin-api/api/v1",
    db,
    supportEmail: config.mail.supportEmail,
    ...forms,
  });
  await app.register(surveyRoutes, { prefix: "/admin-api/api/v1", db, formRateLimit: config.formRateLimit });
  await app.register(searchRoutes, { prefix: "/admin-api/api/v1", db, rateLimit: config.searchRateLimit });
  await app.register(mediaRoutes, { prefix: "/media-api/api/v1", db, storage });
  await app.register(catalogRoutes, { prefix: "/catalog-api/api/v1", db });
  await app.register(mapRoutes, { prefix: "/map-api/api/v1", db, mapTiles: config.mapTiles });
  const verifyAccessToken = await registerIdentity(app, {
    db,
    identity: config.identity,
    formRateLimit: config.formRateLimit,
    signInRateLimit: config.signInRateLimit,
  });
  await app.register(selfcareRoutes, { prefix: "/sc-api/api/v1", db, storage, verifyAccessToken });
  // Invoice and receipt PDFs, for billing's /pdf calls. Chromium starts on the first PDF and stops
  // with the app.
  const documents = createDocumentPdfs({ storage, pdf: config.pdf });
  app.addHook("onClose", async () => {
    await documents.close();
  });

  const billing = createEmbeddedBillingSystem(db);
  const payBillTokens = createPayBillTokens(config.linkSecret);
  const payments = await registerPayments(app, {
    db,
    billing,
    captcha,
    verifyAccessToken,
    config,
    tokens: payBillTokens,
  });
  await app.register(billingRoutes, {
    prefix: "/bs2-api/api/v1",
    db,
    billing,
    documents,
    verifyAccessToken,
    invoiceLinks: createInvoiceLinks(config.linkSecret),
    payBillTokens,
    invoiceKhqr: payments.invoiceKhqr,
  });
  await app.register(mappApiRoutes, { prefix: "/sc-api/api/v1", db, verifyAccessToken });
  await app.register(ordersRoutes, { prefix: "/pay-api/api/v1", db, verifyAccessToken });
  const orderJourney = { db, verifyAccessToken, salesEmail: config.mail.salesEmail };
  await app.register(orderJourneyRoutes, { prefix: "/scag/api/v1", ...orderJourney });
  await app.register(coverageLeadRoutes, { prefix: "/eze24-api/api/v1", ...orderJourney });
  await app.register(ticketRoutes, {
    prefix: "/bs2-api/api/v1",
    db,
    verifyAccessToken,
    formRateLimit: config.formRateLimit,
  });

  // Without a mail server or an SMS gateway, the outbox is read at /dev/mailbox; with both, that page
  // must not exist.
  if (!config.mail.smtpUrl || !config.sms.gatewayUrl)
    await app.register(mailboxRoutes, { prefix: "/dev/mailbox", db, storage });

  // Mail goes out in the background, never inside a request; it starts once the app is ready
  // (migrations done) and stops before the database closes.
  let outboxWorker: BackgroundTask | undefined;
  app.addHook("onReady", async () => {
    outboxWorker = startOutboxWorker({ db, storage, mail: config.mail, sms: config.sms, log: app.log });
  });
  app.addHook("onClose", async () => {
    await outboxWorker?.stop();
  });

  // Unknown API calls answer JSON 404 here rather than falling through to the web app's catch-all.
  // (The identity provider, when built in, answers everything under its own prefix.)
  for (const prefix of SERVICE_PREFIXES) {
    if (app.hasRoute({ method: "GET", url: `/${prefix}/*` })) continue;
    app.all(`/${prefix}/*`, { schema: { hide: true } }, async (request, reply) =>
      sendClientError(request, reply, 404),
    );
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
