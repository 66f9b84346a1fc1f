import { randomBytes } from "node:crypto";
import { pickLanguage } from "@isp/contracts/languages";
import type Provider from "oidc-provider";
import { IDENTITY_MESSAGES, type IdentityErrorCode, identityMessage } from "./identity-messages";

function isIdentityErrorCode(code: string): code is IdentityErrorCode {
  return Object.hasOwn(IDENTITY_MESSAGES, code);
}

/** The error codes of the OAuth answers, said in the caller's language (spec §8: error_description). */
function describe(error: string, grantType: string | undefined): IdentityErrorCode | undefined {
  if (error === "invalid_grant") return grantType === "password" ? "invalid_credentials" : "session_expired";
  if (error === "invalid_token") return "token_required";
  return isIdentityErrorCode(error) ? error : undefined;
}

type ProviderContext = Parameters<Parameters<Provider["use"]>[0]>[0];

/** Says what an error answer about to be thrown means for the person (the OAuth code is coarser). */
export function explainError(ctx: ProviderContext, code: IdentityErrorCode, param?: number): void {
  ctx.state.identityError = { code, param };
}

function localizeError(ctx: ProviderContext): void {
  const body = ctx.body as { error?: unknown; error_description?: string } | undefined;
  if (!body || typeof body !== "object" || typeof body.error !== "string") return;
  const language = pickLanguage(ctx.get("accept-language"));
  const explained = ctx.state.identityError as { code: IdentityErrorCode; param?: number } | undefined;
  if (explained) {
    body.error_description = identityMessage(explained.code, language, explained.param);
    return;
  }
  const code = describe(body.error, ctx.oidc?.params?.grant_type as string | undefined);
  if (code) body.error_description = identityMessage(code, language);
}

/**
 * Wraps every answer of the provider: a fresh script nonce and a strict policy on its few HTML pages,
 * the site's other security headers (its answers bypass Fastify's), and OAuth error descriptions in
 * the language of Accept-Language.
 */
export function applyProviderMiddleware(provider: Provider, siteOrigin: string): void {
  provider.use(async (ctx, next) => {
    const nonce = randomBytes(16).toString("base64");
    ctx.state.cspNonce = nonce;
    try {
      await next();
      localizeError(ctx);
    } finally {
      ctx.set("x-content-type-options", "nosniff");
      ctx.set("referrer-policy", "no-referrer");
      ctx.set("x-frame-options", "DENY");
      if (siteOrigin.startsWith("https:"))
        ctx.set("strict-transport-security", "max-age=31536000; includeSubDomains");
      if (ctx.response.is("html")) {
        // The provider's own self-submitting pages carry an inline script; it is trusted, so it gets the nonce.
        if (typeof ctx.body === "string")
          ctx.body = ctx.body.replaceAll("<script>", `<script nonce="${nonce}">`);
        ctx.set(
          "content-security-policy",
          `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; img-src 'self' data:; ` +
            `form-action 'self' ${siteOrigin}; frame-ancestors 'none'; base-uri 'none'`,
        );
      }
    }
  });
}
