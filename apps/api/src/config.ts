import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brand } from "@isp/brand";
import type { Env } from "@isp/contracts/env";

/** What the API needs from the settings, with the embedded defaults filled in. */
export type AppConfig = {
  /** HMAC secret of captcha challenges. */
  captchaSecret: string;
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
  /** API_BASE_URL's origin when the browser calls the API on another host (allowed by the pages' policy). */
  apiOrigin?: string;
  mail: {
    /** Unset: messages stay in the outbox and show in the development mailbox. */
    smtpUrl?: string;
    from: string;
    hrEmail: string;
    supportEmail: string;
    /** How often the outbox worker looks for messages to send; 2 s when unset. */
    outboxPollMs?: number;
  };
};

/**
 * About 2,000 tries of 1,000 PBKDF2 iterations: a second or two on a cheap phone, with the solver's
 * web workers; costly enough at scale to make scripted form spam pay.
 */
const CAPTCHA_WORK: AppConfig["captchaWork"] = { cost: 1000, minCounter: 1000, maxCounter: 3000 };

export const defaultMail = (): AppConfig["mail"] => ({
  from: `${brand.name.en} <${brand.email}>`,
  hrEmail: brand.careersEmail,
  supportEmail: brand.email,
});

/** A test or first-start configuration: a random secret and the brand's addresses. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    captchaSecret: overrides.captchaSecret ?? randomBytes(32).toString("hex"),
    captchaWork: overrides.captchaWork ?? CAPTCHA_WORK,
    formRateLimit: overrides.formRateLimit ?? 10,
    trustProxy: overrides.trustProxy ?? "loopback",
    searchRateLimit: overrides.searchRateLimit ?? 60,
    ...(overrides.apiOrigin ? { apiOrigin: overrides.apiOrigin } : {}),
    mail: overrides.mail ?? defaultMail(),
  };
}

/**
 * The captcha secret must survive restarts (a challenge issued before a restart is still solvable),
 * so without CAPTCHA_SECRET one is made once and kept beside the data.
 */
async function loadOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "captcha-secret");
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

export async function configFromEnv(env: Env): Promise<AppConfig> {
  const mail = defaultMail();
  return {
    captchaSecret: env.CAPTCHA_SECRET ?? (await loadOrCreateSecret(env.DATA_DIR)),
    captchaWork: CAPTCHA_WORK,
    formRateLimit: env.FORM_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    ...(env.API_BASE_URL ? { apiOrigin: new URL(env.API_BASE_URL).origin } : {}),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? mail.from,
      hrEmail: env.HR_EMAIL ?? mail.hrEmail,
      supportEmail: env.SUPPORT_EMAIL ?? mail.supportEmail,
    },
  };
}
