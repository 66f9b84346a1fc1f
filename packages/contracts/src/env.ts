import { z } from "zod";
import { WEB_CLIENT_ID } from "./identity/clients";

/**
 * Every setting of the product, read once at start-up. The web server and the API share it,
 * so a misconfiguration stops the process before it serves anything.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  PUBLIC_URL: z
    .url({ message: "PUBLIC_URL must be an absolute URL such as https://www.example.com" })
    .optional(),
  API_BASE_URL: z
    .url({ message: "API_BASE_URL must be an absolute URL such as https://api.example.com" })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|pglite:)/, {
      message: "DATABASE_URL must start with postgres:// (real PostgreSQL) or pglite: (embedded)",
    })
    .default("pglite:./data/db"),
  DATA_DIR: z.string().min(1).default("./data"),
  SEED_ON_START: z
    .enum(["true", "false"], { message: "SEED_ON_START must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CAPTCHA_SECRET: z.string().min(32, { message: "CAPTCHA_SECRET must be at least 32 characters" }).optional(),
  LINK_SECRET: z.string().min(32, { message: "LINK_SECRET must be at least 32 characters" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: "SMTP_URL must look like smtp://user:pass@host:587 or smtps://…" })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  HR_EMAIL: z.email({ message: "HR_EMAIL must be an e-mail address" }).optional(),
  SUPPORT_EMAIL: z.email({ message: "SUPPORT_EMAIL must be an e-mail address" }).optional(),
  SALES_EMAIL: z.email({ message: "SALES_EMAIL must be an e-mail address" }).optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, {
      message: "TRUST_PROXY must list addresses or ranges, e.g. loopback,10.0.0.0/8",
    })
    .default("loopback"),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  KHR_PER_USD: z.coerce.number().int().min(1000).max(10_000).default(4100),
  KHQR_ACCOUNT_ID: z
    .string()
    .regex(/^[\w.-]{1,24}@[\w.-]{1,7}$/, {
      message: "KHQR_ACCOUNT_ID must be a Bakong account id (name@bank)",
    })
    .optional(),
  KHQR_MERCHANT_NAME: z.string().min(1).max(25).optional(),
  KHQR_MERCHANT_CITY: z.string().min(1).max(15).default("Phnom Penh"),
  BAKONG_API_URL: z.url({ message: "BAKONG_API_URL must be an absolute URL" }).optional(),
  BAKONG_TOKEN: z.string().min(1).optional(),
  // Card and wallet gateways: each needs all of its credentials, or none (its sandbox). Paths are
  // settings because the gateways' public SDKs disagree on them (docs/payment-gateways.md).
  ABA_MERCHANT_ID: z.string().min(1).max(30).optional(),
  ABA_API_KEY: z.string().min(1).optional(),
  ABA_CALLBACK_KEY: z.string().min(1).optional(),
  ABA_BASE_URL: z.url({ message: "ABA_BASE_URL must be an absolute URL" }).optional(),
  ABA_PURCHASE_PATH: z.string().startsWith("/").optional(),
  ABA_STATUS_PATH: z.string().startsWith("/").optional(),
  PAY88_MERCHANT_CODE: z.string().min(1).max(20).optional(),
  PAY88_MERCHANT_KEY: z.string().min(1).optional(),
  PAY88_BASE_URL: z.url({ message: "PAY88_BASE_URL must be an absolute URL" }).optional(),
  PAY88_SIGNATURE_TYPE: z.enum(["sha1", "sha256"]).default("sha1"),
  PAY88_ENTRY_PATH: z.string().startsWith("/").optional(),
  PAY88_STATUS_PATH: z.string().startsWith("/").optional(),
  WING_USERNAME: z.string().min(1).optional(),
  WING_API_KEY: z.string().min(1).optional(),
  WING_PASSWORD: z.string().length(32, { message: "WING_PASSWORD must have 32 characters" }).optional(),
  WING_BILLER_CODE: z.string().min(1).optional(),
  WING_BASE_URL: z.url({ message: "WING_BASE_URL must be an absolute URL" }).optional(),
  WING_SANDBOX: z.stringbool().default(false),
  WING_AUTHORIZATION_PATH: z.string().startsWith("/").optional(),
  WING_CONFIRM_PATH: z.string().startsWith("/").optional(),
  WING_INQUIRY_PATH: z.string().startsWith("/").optional(),
  SMS_GATEWAY_URL: z.url({ message: "SMS_GATEWAY_URL must be an absolute URL" }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  OIDC_ISSUER: z
    .url({ message: "OIDC_ISSUER must be an absolute URL such as https://id.example.com/realms/isp" })
    .optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  MOBILE_CLIENT_SECRET: z
    .string()
    .min(16, { message: "MOBILE_CLIENT_SECRET must be at least 16 characters" })
    .optional(),
  SEED_DEMO_ACCOUNTS: z
    .enum(["true", "false"], { message: "SEED_DEMO_ACCOUNTS must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).default(WEB_CLIENT_ID),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  GOTENBERG_URL: z
    .url({
      protocol: /^https?$/,
      message: "GOTENBERG_URL must be an absolute URL such as http://gotenberg:3000",
    })
    .optional(),
  MAP_TILE_URL: z
    .url({ message: "MAP_TILE_URL must be an absolute URL" })
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), {
      message: "MAP_TILE_URL must be a raster tile template with {z}, {x} and {y}",
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example for every setting.`);
  }
  return result.data;
}
