import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import type Provider from "oidc-provider";
import { errors, type TokenEndpointGrantContext } from "oidc-provider";
import type { IdentityConfig } from "../../config";
import type { Database } from "../../db/client";
import { signInWithPassword } from "./accounts";
import { apiResourceServer, FULL_SCOPE, grantEverything } from "./provider";
import { explainError } from "./provider-middleware";

/**
 * Spec §7: `POST connect/token` with grant_type=password, username and password, for the mobile
 * app's client only (basic credentials). Answers like the code flow: a JWT access token for this API,
 * an ID token and a refresh token, rotated on use.
 */
export function registerPasswordGrant(provider: Provider, db: Database, identity: IdentityConfig): void {
  async function passwordGrant(ctx: TokenEndpointGrantContext<{ username?: string; password?: string }>) {
    const { client, params } = ctx.oidc;
    if (client.clientId !== MOBILE_CLIENT_ID) throw new errors.UnauthorizedClient();
    if (!params.username || !params.password) {
      throw new errors.InvalidRequest("username and password are required");
    }
    const outcome = await signInWithPassword(db, params.username, params.password);
    if (!outcome.ok) {
      if (outcome.reason === "account_locked") explainError(ctx, "account_locked", outcome.minutesLeft);
      else explainError(ctx, "invalid_credentials");
      throw new errors.InvalidGrant(outcome.reason);
    }
    const { account } = outcome;
    const grant = grantEverything(provider, {
      clientId: client.clientId,
      accountId: account.id,
      audience: identity.audience,
    });
    const grantId = await grant.save();
    const resourceServer = apiResourceServer(identity.audience);
    const scope = FULL_SCOPE;

    const accessToken = new provider.AccessToken({
      accountId: account.id,
      client,
      grantId,
      gty: "password",
      scope: resourceServer.scope,
    });
    accessToken.resourceServer = new provider.ResourceServer(identity.audience, resourceServer);
    const refreshToken = new provider.RefreshToken({
      accountId: account.id,
      client,
      grantId,
      gty: "password",
      scope,
      resource: identity.audience,
      rotations: 0,
      authTime: Math.floor(Date.now() / 1000),
    });
    const idToken = new provider.IdToken(
      { sub: account.id, name: account.name, auth_time: Math.floor(Date.now() / 1000) },
      { ctx },
    );
    Object.assign(idToken, { scope: "openid" });
    ctx.body = {
      access_token: await accessToken.save(),
      expires_in: accessToken.expiration,
      token_type: "Bearer",
      refresh_token: await refreshToken.save(),
      id_token: await idToken.issue({ use: "idtoken" }),
      scope,
    };
  }
  provider.registerGrantType("password", passwordGrant, ["username", "password"]);
}
