// NBC's bakong-khqr ships JavaScript only; these are the parts the KHQR tests cross-check against.
declare module "bakong-khqr" {
  type Answer<T> = { status: { code: number; errorCode: number | null; message: string | null }; data: T };
  type Optional = Record<string, string | number | undefined>;
  export const khqrData: { currency: { khr: number; usd: number } };
  export class IndividualInfo {
    constructor(accountId: string, merchantName: string, merchantCity: string, optional?: Optional);
  }
  export class MerchantInfo {
    constructor(
      accountId: string,
      merchantName: string,
      merchantCity: string,
      merchantId: string,
      acquiringBank: string,
      optional?: Optional,
    );
  }
  export class BakongKHQR {
    generateIndividual(info: IndividualInfo): Answer<{ qr: string; md5: string }>;
    generateMerchant(info: MerchantInfo): Answer<{ qr: string; md5: string }>;
    static verify(qr: string): { isValid: boolean };
    static decode(qr: string): Answer<Record<string, string | null>>;
  }
}
