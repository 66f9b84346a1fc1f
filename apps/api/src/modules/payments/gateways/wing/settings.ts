/**
 * A merchant's Wing Online SDK account (reference notes §3). No official specification is public: every
 * value here comes from merchant code [C-code] and must be checked with Wing when the credentials arrive.
 */
export type WingSettings = {
  /** Wing's `username`, such as `online.<merchant>`. */
  merchantId: string;
  /** Wing's `rest_api_key`. It never reaches a browser here (v1's form posted it; see checkout.ts). */
  apiKey: string;
  /** The 32-character `password`: the AES-256 key of the v2 payload and hash. */
  password: string;
  /** `bill_till_number`, the biller code. */
  billerCode: string;
  /** `https://stageonline.wingmoney.com` (UAT) or `https://wingsdk.wingmoney.com:334` (production). */
  baseUrl: string;
  /** Wing's `sandbox` flag: true against UAT. */
  sandbox: boolean;
  /** Our origin (`https://isp.example`), sent Base64-encoded as the Referer Wing checks [C-code]. */
  merchantOrigin: string;
  /**
   * The paths differ between hosts: UAT's are the defaults below; production's are
   * `/v2/online/payment/authorization` and `…/confirm` [C-code]. Its inquiry path is not known [I].
   */
  authorizationPath?: string;
  confirmPath?: string;
  inquiryPath?: string;
};

export const WING_AUTHORIZATION_PATH = "/wingonlinesdk/v2/online/payment/authorization";
export const WING_CONFIRM_PATH = "/wingonlinesdk/v2/online/payment/confirm";
export const WING_INQUIRY_PATH = "/wingonlinesdk/inquiry";
