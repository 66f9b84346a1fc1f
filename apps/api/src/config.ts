import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brand } from "@isp/brand";
import type { Env } from "@isp/contracts/env";
import { ConfigError } from "./config-error";
import type { PolicyOptions } from "./http/security-headers";
import {
  type CardGatewaySettings,
  gatewaySettingsFromEnv,
} from "./modules/payments/gateways/gateway-settings";

export { ConfigError };

/** What the API needs from the settings, with the embedded defaults filled in. */
export type AppConfig = {
  /** HMAC secret of captcha challenges. */
  captchaSecret: string;
  /** HMAC secret of the links that open one invoice without signing in (`/invoice_template`). */
  linkSecret: string;
  /** Proof-of-work per challenge: PBKDF2 iterations per try, and the range of tries the solver needs. */
  captchaWork: { cost: number; minCounter: number; maxCounter: number };
  /** Form submissions per client and minute, per form. */
  formRateLimit: number;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, ranges, `loopback`): the client address behind
   * them decides the per-client limits, so trusting anyone else would let clients pick their own.
   */
  trustProxy: string;
  /** Site searches per client and minute. */
  searchRateLimit: number;
  /**
   * Sign-in attempts per client and minute (pages and token endpoint). Looser than forms: many
   * phones share one carrier address; each account also locks after five failures in a row.
   */
  signInRateLimit: number;
  /** API_BASE_URL's origin when the browser calls the API on another host (allowed by the pages' policy). */
  apiOrigin?: string;
  mail: {
    /** Unset: messages stay in the outbox and show in the development mailbox. */
    smtpUrl?: string;
    from: string;
    hrEmail: string;
    supportEmail: string;
    /** Who receives new orders and out-of-coverage leads. */
    salesEmail: string;
    /** How often the outbox worker looks for messages to send; 2 s when unset. */
    outboxPollMs?: number;
  };
  sms: {
    /** Unset: texts stay in the outbox and show in the development mailbox. */
    gatewayUrl?: string;
    gatewayToken?: string;
  };
  identity: IdentityConfig;
  /** A raster tile server drawn under the built-in basemap (MAP_TILE_URL); none: the basemap alone. */
  mapTiles?: MapTiles;
  pdf: PdfConfig;
  payments: PaymentsConfig;
};

/**
 * Payments: the day's riel rate, and the Bakong account KHQR payments go to. Without `bakong` (no
 * BAKONG_API_URL) the server asks the Bakong sandbox in this process (`/sandbox/khqr`).
 */
type PaymentsConfig = {
  khrPerUsd: number;
  khqrAccount: { accountId: string; merchantName: string; merchantCity: string };
  bakong?: { url: string; token: string };
  /** The card and wallet gateways with merchant credentials; the others are their sandboxes. */
  gateways: CardGatewaySettings;
  /** How often pending KHQRs no page polls are asked about (tests shorten it). */
  khqrPollMs?: number;
};

export const defaultPayments = (): PaymentsConfig => ({
  khrPerUsd: 4100,
  khqrAccount: { accountId: `${brand.id}@devb`, merchantName: brand.name.en, merchantCity: "Phnom Penh" },
  gateways: {},
});

/** How invoice and receipt PDFs are made: Chromium on this machine, or a Gotenberg service. */
export type PdfConfig = {
  chromiumPath: string;
  /** Pages rendered at once by the local Chromium; each holds a tab (tens of MB). */
  concurrency: number;
  /** Set: PDFs are made by this Gotenberg service and no local Chromium is started. */
  gotenbergUrl?: string;
};

export type MapTiles = { url: string; attribution: string | null };

/** The tile server's origin, which the pages' policy lets the browser load tiles from; none without one. */
const mapTileOriginOf = (config: Pick<AppConfig, "mapTiles">): string | undefined =>
  config.mapTiles ? new URL(config.mapTiles.url).origin : undefined;

/** The other origins the pages' policy lets the browser reach, from the settings. */
export function policyOptionsOf(config: AppConfig): PolicyOptions {
  return {
    apiOrigin: config.apiOrigin,
    identityOrigin: identityOriginOf(config.identity),
    mapTileOrigin: mapTileOriginOf(config),
    gatewayOrigins: Object.values(config.payments.gateways).map((gateway) => new URL(gateway.baseUrl).origin),
  };
}

export type IdentityConfig = {
  /** The built-in provider's issuer, {PUBLIC_URL}/identity; web pages and tokens use it. */
  issuer: string;
  /** Another provider's issuer: the built-in one is then not served, and tokens are checked against it. */
  externalIssuer?: string;
  /** The audience access tokens for this API carry. */
  audience: string;
  /** Where the web client comes back to: the site's own origin (PUBLIC_URL). */
  siteOrigin: string;
  mobileClientSecret: string;
};

/** Another sign-in provider's origin, which the pages' policy lets the browser call; none when built in. */
const identityOriginOf = (identity: IdentityConfig): string | undefined =>
  identity.externalIssuer ? new URL(identity.externalIssuer).origin : undefined;

/** The embedded default's mobile client secret, stated in the README; refused with a real database. */
export const DEV_MOBILE_CLIENT_SECRET = `${brand.id}-mobile-dev`;

/** The resource indicator (and so the audience) of access tokens for this API. */
const API_AUDIENCE = `urn:${brand.id}:api`;

function defaultIdentityConfig(siteOrigin = "http://localhost"): IdentityConfig {
  return {
    issuer: `${siteOrigin}/identity`,
    audience: API_AUDIENCE,
    siteOrigin,
    mobileClientSecret: DEV_MOBILE_CLIENT_SECRET,
  };
}

/**
 * About 2,000 tries of 1,000 PBKDF2 iterations: a second or two on a cheap phone, with the solver's
 * web workers; costly enough at scale to make scripted form spam pay.
 */
const CAPTCHA_WORK: AppConfig["captchaWork"] = { cost: 1000, minCounter: 1000, maxCounter: 3000 };

export const defaultMail = (): AppConfig["mail"] => ({
  from: `${brand.name.en} <${brand.email}>`,
  hrEmail: brand.careersEmail,
  supportEmail: brand.email,
  salesEmail: brand.salesEmail,
});

/** A test or first-start configuration: a random secret and the brand's addresses. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    captchaSecret: overrides.captchaSecret ?? randomBytes(32).toString("hex"),
    linkSecret: overrides.linkSecret ?? randomBytes(32).toString("hex"),
    captchaWork: overrides.captchaWork ?? CAPTCHA_WORK,
    formRateLimit: overrides.formRateLimit ?? 10,
    trustProxy: overrides.trustProxy ?? "loopback",
    searchRateLimit: overrides.searchRateLimit ?? 60,
    signInRateLimit: overrides.signInRateLimit ?? 60,
    ...(overrides.apiOrigin ? { apiOrigin: overrides.apiOrigin } : {}),
    mail: overrides.mail ?? defaultMail(),
    sms: overrides.sms ?? {},
    identity: overrides.identity ?? defaultIdentityConfig(),
    pdf: overrides.pdf ?? { chromiumPath: "/usr/bin/chromium", concurrency: 2 },
    payments: overrides.payments ?? defaultPayments(),
    ...(overrides.mapTiles ? { mapTiles: overrides.mapTiles } : {}),
  };
}

/**
 * Secrets must survive restarts (a captcha challenge or an invoice link made before a restart still
 * works), so a secret the settings do not give is made once and kept beside the data.
 */
async function loadOrCreateSecret(dataDir: string, name: "captcha-secret" | "link-secret"): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: fall through and create it.
  }
  const secret = randomBytes(32).toString("hex");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The identity settings: the built-in provider unless OIDC_ISSUER names another. A real database
 * holds real customers, so it never runs with the mobile client secret printed in the README.
 */
function identityFromEnv(env: Env, databaseKind: "pglite" | "postgres"): IdentityConfig {
  const siteOrigin = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  if (databaseKind === "postgres" && !env.MOBILE_CLIENT_SECRET && !env.OIDC_ISSUER) {
    throw new ConfigError(
      "MOBILE_CLIENT_SECRET must be set with a PostgreSQL database (the default one is public).",
    );
  }
  const builtIn = defaultIdentityConfig(siteOrigin);
  return {
    ...builtIn,
    ...(env.OIDC_ISSUER ? { externalIssuer: env.OIDC_ISSUER.replace(/\/$/, "") } : {}),
    audience: env.OIDC_AUDIENCE ?? builtIn.audience,
    mobileClientSecret: env.MOBILE_CLIENT_SECRET ?? builtIn.mobileClientSecret,
  };
}

export async function configFromEnv(env: Env, databaseKind: "pglite" | "postgres"): Promise<AppConfig> {
  const mail = defaultMail();
  return {
    captchaSecret: env.CAPTCHA_SECRET ?? (await loadOrCreateSecret(env.DATA_DIR, "captcha-secret")),
    linkSecret: env.LINK_SECRET ?? (await loadOrCreateSecret(env.DATA_DIR, "link-secret")),
    captchaWork: CAPTCHA_WORK,
    formRateLimit: env.FORM_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    signInRateLimit: 60,
    ...(env.API_BASE_URL ? { apiOrigin: new URL(env.API_BASE_URL).origin } : {}),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? mail.from,
      hrEmail: env.HR_EMAIL ?? mail.hrEmail,
      supportEmail: env.SUPPORT_EMAIL ?? mail.supportEmail,
      salesEmail: env.SALES_EMAIL ?? mail.salesEmail,
    },
    sms: {
      ...(env.SMS_GATEWAY_URL ? { gatewayUrl: env.SMS_GATEWAY_URL } : {}),
      ...(env.SMS_GATEWAY_TOKEN ? { gatewayToken: env.SMS_GATEWAY_TOKEN } : {}),
    },
    identity: identityFromEnv(env, databaseKind),
    pdf: {
      chromiumPath: env.CHROMIUM_PATH,
      concurrency: env.PDF_CONCURRENCY,
      ...(env.GOTENBERG_URL ? { gotenbergUrl: env.GOTENBERG_URL.replace(/\/$/, "") } : {}),
    },
    ...(env.MAP_TILE_URL
      ? { mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? null } }
      : {}),
    payments: paymentsFromEnv(env),
  };
}

/** Real Bakong needs both its address and a developer token; half of them is a mistake, not a sandbox. */
function paymentsFromEnv(env: Env): PaymentsConfig {
  if (Boolean(env.BAKONG_API_URL) !== Boolean(env.BAKONG_TOKEN)) {
    throw new ConfigError(
      "BAKONG_API_URL and BAKONG_TOKEN must be set together (neither: the KHQR sandbox).",
    );
  }
  const defaults = defaultPayments();
  return {
    khrPerUsd: env.KHR_PER_USD,
    khqrAccount: {
      accountId: env.KHQR_ACCOUNT_ID ?? defaults.khqrAccount.accountId,
      merchantName: env.KHQR_MERCHANT_NAME ?? defaults.khqrAccount.merchantName,
      merchantCity: env.KHQR_MERCHANT_CITY,
    },
    ...(env.BAKONG_API_URL && env.BAKONG_TOKEN
      ? { bakong: { url: env.BAKONG_API_URL.replace(/\/$/, ""), token: env.BAKONG_TOKEN } }
      : {}),
    gateways: gatewaySettingsFromEnv(env, {
      siteOrigin: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
      fallbackEmail: brand.email,
    }),
  };
}
