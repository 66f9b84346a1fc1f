import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { IdentityConfig } from "../../config";
import type { Database } from "../../db/client";
import { sendClientError } from "../../http/client-errors";
import { formRateLimit } from "../../http/rate-limit";
import { type AccessTokenVerifier, createAccessTokenVerifier } from "./access-tokens";
import { loadProviderKeys } from "./identity-keys";
import { interactionRoutes } from "./interaction-routes";
import { deleteExpiredOidcModels } from "./oidc-adapter";
import { registerPasswordGrant } from "./password-grant";
import { createProvider } from "./provider";
import { applyProviderMiddleware } from "./provider-middleware";
import { signupRoutes } from "./signup-routes";
import { deleteStaleCodes } from "./verification-codes";

export type IdentityModuleOptions = {
  db: Database;
  identity: IdentityConfig;
  formRateLimit: number;
  signInRateLimit: number;
};

const PROVIDER_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
const CLEAN_UP_MS = 60 * 60_000;

/**
 * The identity module: the built-in OpenID Connect provider under /identity (unless OIDC_ISSUER
 * names another), the spec's token and sign-up calls, and the calls of the provider's pages.
 * Answers the verifier every other module checks bearer tokens with.
 */
export async function registerIdentity(
  app: FastifyInstance,
  { db, identity, formRateLimit: formLimit, signInRateLimit }: IdentityModuleOptions,
): Promise<AccessTokenVerifier> {
  if (identity.externalIssuer) return createAccessTokenVerifier(identity);

  const keys = await loadProviderKeys(db);
  const provider = createProvider({ db, identity, keys });
  registerPasswordGrant(provider, db, identity);
  applyProviderMiddleware(provider, identity.siteOrigin);
  const handle = provider.callback();

  await app.register(interactionRoutes, {
    prefix: "/identity/api/v1",
    db,
    provider,
    formRateLimit: formLimit,
    signInRateLimit,
  });
  await app.register(signupRoutes(db, formLimit));
  // Under the pages' calls nothing else is the provider's: unknown ones answer like every API's.
  app.all("/identity/api/*", { schema: { hide: true } }, async (request, reply) =>
    sendClientError(request, reply, 404),
  );

  // The provider reads its own request bodies: here nothing parses them first.
  await app.register(async (providerApp) => {
    providerApp.removeAllContentTypeParsers();
    providerApp.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    const toProvider = (path: (url: string) => string) => (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      // Like a mounted app: the provider finds its mount path from the original address.
      const original = request.raw.url ?? "/";
      Object.assign(request.raw, { originalUrl: original });
      request.raw.url = path(original);
      handle(request.raw, reply.raw);
    };
    const underIdentity = (url: string) => url.slice("/identity".length) || "/";
    const tokenLimit = { config: formRateLimit(signInRateLimit), schema: { hide: true } };
    providerApp.post("/identity/connect/token", tokenLimit, toProvider(underIdentity));
    // Spec §7: the refresh call's own address; the same token endpoint answers it.
    providerApp.post(
      "/oauth/token",
      tokenLimit,
      toProvider(() => "/connect/token"),
    );
    providerApp.route({
      method: [...PROVIDER_METHODS],
      url: "/identity/*",
      schema: { hide: true },
      handler: toProvider(underIdentity),
    });
  });

  let cleaner: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    cleaner = setInterval(() => {
      Promise.all([deleteExpiredOidcModels(db), deleteStaleCodes(db)]).catch((error: unknown) =>
        app.log.warn({ err: error }, "identity clean-up failed"),
      );
    }, CLEAN_UP_MS).unref();
  });
  app.addHook("onClose", async () => clearInterval(cleaner));
  return createAccessTokenVerifier(identity, keys.jwks.keys);
}
