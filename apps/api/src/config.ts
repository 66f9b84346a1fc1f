import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brand } from "@isp/brand";
import type { Env } from "@isp/contracts/env";

/** What the API needs from the settings, with the embedded defaults filled in. */
export type AppConfig = {
  /** HMAC secret of captcha challenges. */
  captchaSecret: string;
  /** Form submissions per client and minute, per form. */
  formRateLimit: number;
  /** Site searches per client and minute. */
  searchRateLimit: number;
  mail: {
    /** Unset: messages stay in the outbox and show in the development mailbox. */
    smtpUrl?: string;
    from: string;
    hrEmail: string;
    supportEmail: string;
  };
};

export const defaultMail = (): AppConfig["mail"] => ({
  from: `${brand.name.en} <${brand.email}>`,
  hrEmail: brand.careersEmail,
  supportEmail: brand.email,
});

/** A test or first-start configuration: a random secret and the brand's addresses. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    captchaSecret: randomBytes(32).toString("hex"),
    formRateLimit: 10,
    searchRateLimit: 60,
    mail: defaultMail(),
    ...overrides,
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
    formRateLimit: env.FORM_RATE_LIMIT,
    searchRateLimit: env.SEARCH_RATE_LIMIT,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? mail.from,
      hrEmail: env.HR_EMAIL ?? mail.hrEmail,
      supportEmail: env.SUPPORT_EMAIL ?? mail.supportEmail,
    },
  };
}
