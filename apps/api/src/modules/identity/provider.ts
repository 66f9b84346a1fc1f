import { brand } from "@isp/brand";
import { accountPagePath } from "@isp/contracts/identity/account-pages";
import {
  API_SCOPES,
  MOBILE_CLIENT_ID,
  SIGN_IN_SCREENS,
  WEB_CLIENT_ID,
} from "@isp/contracts/identity/clients";
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from "oidc-provider";
import type { IdentityConfig } from "../../config";
import type { Database } from "../../db/client";
import { findAccount } from "./accounts";
import type { ProviderKeys } from "./identity-keys";
import { databaseAdapter } from "./oidc-adapter";
import { errorPage, logoutPage, pageLanguage, signedOutPage } from "./provider-pages";

const OIDC_SCOPES = ["openid", "profile", "email", "phone", "offline_access"];
const API_SCOPE = API_SCOPES.join(" ");

/** How long each kind of token lives, in seconds. */
export const TOKEN_TTL = {
  accessToken: 15 * 60,
  refreshToken: 30 * 24 * 60 * 60,
  session: 30 * 24 * 60 * 60,
  interaction: 60 * 60,
  idToken: 60 * 60,
};

/** Every scope a first-party client is granted: OpenID's and the APIs' (listed among the provider's, so held at both levels). */
export const FULL_SCOPE = [...OIDC_SCOPES, ...API_SCOPES].join(" ");

/** This API as a resource server: its scopes, and JWT access tokens (RFC 9068) for its audience. */
export const apiResourceServer = (audience: string) => ({
  scope: API_SCOPE,
  audience,
  accessTokenFormat: "jwt" as const,
  accessTokenTTL: TOKEN_TTL.accessToken,
  jwt: { sign: { alg: "RS256" as const } },
});

/** A first-party grant: every scope and profile claim, without a consent screen. Returns its id. */
export function grantEverything(
  provider: Provider,
  { clientId, accountId, audience }: { clientId: string; accountId: string; audience: string },
) {
  const grant = new provider.Grant({ clientId, accountId });
  grant.addOIDCScope(FULL_SCOPE);
  grant.addOIDCClaims(["sub", "name", "email", "phone_number"]);
  grant.addResourceScope(audience, API_SCOPE);
  return grant;
}

/** The `role` claim: one value as a string, several as a list (spec §6 reads either). */
const roleClaim = (roles: string[]) => (roles.length === 1 ? roles[0] : roles);

function interactionUrl(
  _ctx: KoaContextWithOIDC,
  interaction: { uid: string; params: Record<string, unknown> },
) {
  const screen = SIGN_IN_SCREENS.find((value) => value === interaction.params.screen) ?? "sign-in";
  const page = screen === "register" ? "register" : "signIn";
  return accountPagePath(page, interaction.uid);
}

/**
 * The built-in OpenID Connect provider: authorization code + PKCE for the web app, the password grant
 * for the mobile app (registered separately), JWT access tokens (RFC 9068) for this API's resource,
 * refresh tokens rotated on every use, state and keys in the database.
 */
export function createProvider({
  db,
  identity,
  keys,
}: {
  db: Database;
  identity: IdentityConfig;
  keys: ProviderKeys;
}): Provider {
  const isHttps = identity.siteOrigin.startsWith("https:");
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, secure: isHttps, sameSite: "lax" },
      short: { signed: true, secure: isHttps, sameSite: "lax" },
    },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: brand.name.en,
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: [`${identity.siteOrigin}/oidc-callback`],
        post_logout_redirect_uris: [`${identity.siteOrigin}/`],
      },
      {
        client_id: MOBILE_CLIENT_ID,
        client_name: brand.appName,
        client_secret: identity.mobileClientSecret,
        token_endpoint_auth_method: "client_secret_basic",
        grant_types: ["password", "refresh_token"],
        response_types: [],
        redirect_uris: [],
      },
    ],
    pkce: { required: () => true },
    scopes: [...OIDC_SCOPES, ...API_SCOPES],
    claims: {
      openid: ["sub"],
      profile: ["name"],
      email: ["email"],
      phone: ["phone_number"],
    },
    extraParams: ["screen"],
    routes: {
      authorization: "/auth",
      token: "/connect/token",
      jwks: "/jwks",
      userinfo: "/me",
      end_session: "/session/end",
      revocation: "/token/revocation",
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          // The web app's own sign-out carries its ID token: no second question then.
          const hasHint = Boolean(ctx.oidc.params?.id_token_hint);
          ctx.type = "html";
          ctx.body = logoutPage(pageLanguage(ctx), form, hasHint ? ctx.state.cspNonce : undefined);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = "html";
          ctx.body = signedOutPage(pageLanguage(ctx), identity.siteOrigin);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => identity.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== identity.audience) throw new errors.InvalidTarget();
          return apiResourceServer(identity.audience);
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = await findAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: account.name,
          ...(account.email ? { email: account.email } : {}),
          ...(account.phone ? { phone_number: account.phone } : {}),
        }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== "AccessToken" || !token.accountId) return undefined;
      const account = await findAccount(db, token.accountId);
      if (!account) return undefined;
      return { role: roleClaim(account.roles), customer_id: account.customerId };
    },
    // First-party clients only: the grant is given without a consent screen, for every scope they ask.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = grantEverything(ctx.oidc.provider, {
        clientId: client.clientId,
        accountId: session.accountId,
        audience: identity.audience,
      });
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    interactions: { url: interactionUrl },
    ttl: {
      AccessToken: TOKEN_TTL.accessToken,
      AuthorizationCode: 60,
      IdToken: TOKEN_TTL.idToken,
      Interaction: TOKEN_TTL.interaction,
      Grant: TOKEN_TTL.refreshToken,
      Session: TOKEN_TTL.session,
      RefreshToken: TOKEN_TTL.refreshToken,
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = errorPage(pageLanguage(ctx), identity.siteOrigin, String(out.error ?? "error"));
    },
  };
  const provider = new Provider(identity.issuer, configuration);
  // Behind a TLS-terminating proxy (TRUST_PROXY), the forwarded protocol decides secure cookies.
  provider.proxy = true;
  return provider;
}
