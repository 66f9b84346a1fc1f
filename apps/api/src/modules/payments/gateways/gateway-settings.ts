import { createHmac } from "node:crypto";
import type { Env } from "@isp/contracts/env";
import type { CardGateway } from "@isp/contracts/payments/payment-orders";
import { ConfigError } from "../../../config-error";
import type { AbaSettings } from "./aba/settings";
import type { Pay88Settings } from "./pay88/settings";
import type { WingSettings } from "./wing/settings";

/** Merchant settings of each card and wallet gateway; one that is absent is played by its sandbox. */
export type CardGatewaySettings = { aba?: AbaSettings; pay88?: Pay88Settings; wing?: WingSettings };

/** Where the gateways' simulators answer, in this process, when a gateway has no credentials. */
export const GATEWAY_SANDBOX_PREFIX = "/sandbox";

const trimmed = (url: string) => url.replace(/\/$/, "");

/** A gateway's credentials are all there or none are: half of them is a mistake, not a sandbox. */
function allOrNone(gateway: string, values: Record<string, string | undefined>): boolean {
  const given = Object.values(values).filter(Boolean).length;
  if (given === 0) return false;
  if (given < Object.keys(values).length) {
    throw new ConfigError(
      `${Object.keys(values).join(", ")} must be set together (none: the ${gateway} sandbox).`,
    );
  }
  return true;
}

const withPaths = <T extends Record<string, string | undefined>>(paths: T) =>
  Object.fromEntries(Object.entries(paths).filter((entry) => entry[1])) as { [K in keyof T]?: string };

/** The gateways' settings from the environment (README "Payments"). */
export function gatewaySettingsFromEnv(
  env: Env,
  site: { siteOrigin: string; fallbackEmail: string },
): CardGatewaySettings {
  const settings: CardGatewaySettings = {};
  const { ABA_MERCHANT_ID, ABA_API_KEY, ABA_BASE_URL } = env;
  if (allOrNone("ABA PayWay", { ABA_MERCHANT_ID, ABA_API_KEY, ABA_BASE_URL }) && ABA_BASE_URL) {
    settings.aba = {
      merchantId: ABA_MERCHANT_ID ?? "",
      apiKey: ABA_API_KEY ?? "",
      ...(env.ABA_CALLBACK_KEY ? { callbackKey: env.ABA_CALLBACK_KEY } : {}),
      baseUrl: trimmed(ABA_BASE_URL),
      ...withPaths({ purchasePath: env.ABA_PURCHASE_PATH, statusPath: env.ABA_STATUS_PATH }),
    };
  }
  const { PAY88_MERCHANT_CODE, PAY88_MERCHANT_KEY, PAY88_BASE_URL } = env;
  if (allOrNone("iPay88", { PAY88_MERCHANT_CODE, PAY88_MERCHANT_KEY, PAY88_BASE_URL }) && PAY88_BASE_URL) {
    settings.pay88 = {
      merchantId: PAY88_MERCHANT_CODE ?? "",
      apiKey: PAY88_MERCHANT_KEY ?? "",
      baseUrl: trimmed(PAY88_BASE_URL),
      signatureType: env.PAY88_SIGNATURE_TYPE,
      fallbackEmail: site.fallbackEmail,
      ...withPaths({ entryPath: env.PAY88_ENTRY_PATH, statusPath: env.PAY88_STATUS_PATH }),
    };
  }
  const { WING_USERNAME, WING_API_KEY, WING_PASSWORD, WING_BILLER_CODE, WING_BASE_URL } = env;
  const wing = { WING_USERNAME, WING_API_KEY, WING_PASSWORD, WING_BILLER_CODE, WING_BASE_URL };
  if (allOrNone("Wing", wing) && WING_BASE_URL) {
    settings.wing = {
      merchantId: WING_USERNAME ?? "",
      apiKey: WING_API_KEY ?? "",
      password: WING_PASSWORD ?? "",
      billerCode: WING_BILLER_CODE ?? "",
      baseUrl: trimmed(WING_BASE_URL),
      sandbox: env.WING_SANDBOX,
      merchantOrigin: site.siteOrigin,
      ...withPaths({
        authorizationPath: env.WING_AUTHORIZATION_PATH,
        confirmPath: env.WING_CONFIRM_PATH,
        inquiryPath: env.WING_INQUIRY_PATH,
      }),
    };
  }
  return settings;
}

/** A sandbox key: kept nowhere, made again from the server's link secret at each start. */
const sandboxKey = (secret: string, name: string, length = 64) =>
  createHmac("sha256", secret).update(`sandbox:${name}`).digest("hex").slice(0, length);

/**
 * The settings of every gateway: the real ones given, and for the others their sandbox in this process,
 * reached at `/sandbox/{gateway}` (by the browser, and by the server in process) with keys of its own.
 */
export function effectiveGatewaySettings(
  real: CardGatewaySettings,
  { siteOrigin, fallbackEmail, secret }: { siteOrigin: string; fallbackEmail: string; secret: string },
): Required<CardGatewaySettings> & { wingwebsdk: WingSettings; sandboxes: ReadonlySet<CardGateway> } {
  const sandboxes = new Set<CardGateway>();
  const sandboxUrl = (gateway: CardGateway) => {
    sandboxes.add(gateway);
    return `${GATEWAY_SANDBOX_PREFIX}/${gateway}`;
  };
  const wingSandbox = (gateway: "wing" | "wingwebsdk"): WingSettings => ({
    merchantId: "online.sandbox",
    apiKey: sandboxKey(secret, "wing-api"),
    password: sandboxKey(secret, "wing-password", 32),
    billerCode: "0000",
    baseUrl: sandboxUrl(gateway),
    sandbox: true,
    merchantOrigin: siteOrigin,
  });
  return {
    aba: real.aba ?? {
      merchantId: "sandbox-merchant",
      apiKey: sandboxKey(secret, "aba"),
      baseUrl: sandboxUrl("aba"),
    },
    pay88: real.pay88 ?? {
      merchantId: "KH00000",
      apiKey: sandboxKey(secret, "pay88", 20),
      baseUrl: sandboxUrl("pay88"),
      fallbackEmail,
    },
    wing: real.wing ?? wingSandbox("wing"),
    // The web SDK is the same Wing merchant (the same v2 checkout), with its own callback path; without
    // credentials, a second Wing sandbox with the same keys, so each notifies its own path.
    wingwebsdk: real.wing ?? wingSandbox("wingwebsdk"),
    sandboxes,
  };
}
