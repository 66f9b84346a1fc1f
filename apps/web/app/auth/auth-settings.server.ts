import { parseEnv } from "@isp/contracts/env";
import type { AuthSettings } from "./auth-settings";

const env = parseEnv(process.env);
const publicUrl = env.PUBLIC_URL?.replace(/\/$/, "");

/**
 * The identity provider the browser signs in with: OIDC_ISSUER (another provider, Keycloak say) or
 * the built-in one under /identity of this site's public address; and the web client's id.
 */
export function authSettingsOf(request: Request): AuthSettings {
  return {
    authority: env.OIDC_ISSUER?.replace(/\/$/, "") ?? `${publicUrl ?? new URL(request.url).origin}/identity`,
    clientId: env.OIDC_CLIENT_ID,
  };
}
