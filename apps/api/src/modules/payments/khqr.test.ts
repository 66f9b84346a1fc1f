import { BakongKHQR, IndividualInfo, khqrData, MerchantInfo } from "bakong-khqr";
import { CURRENCY, KHQR, TAG } from "ts-khqr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueKhqr, qrImageOf, readKhqr } from "./khqr";

// The reference's vectors (payment-gateways.md §4.6), made by bakong-khqr 1.0.20 at this moment.
const CREATED = 1_700_000_000_000;
const EXPIRES = CREATED + 15 * 60_000;
const VECTOR_KHR =
  "00020101021229190015john_smith@devb5204599953031165405500005802KH5910John Smith6010Phnom Penh62330108INV-00010310ISP Portal0703Web9934001317000000000000113170000090000063047EC3";
const VECTOR_USD_MERCHANT =
  "00020101021230430013isp_shop@aclb010712345670211ACLEDA Bank520459995303840540512.505802KH5908ISP Shop6010Phnom Penh62270108RN00012302118551234567899340013170000000000001131700000900000630496D6";

describe("KHQR", () => {
  afterEach(() => vi.restoreAllMocks());

  it("makes the reference's vectors with ts-khqr, as NBC's bakong-khqr does", () => {
    vi.spyOn(Date, "now").mockReturnValue(CREATED);
    const individual = KHQR.generate({
      tag: TAG.INDIVIDUAL,
      accountID: "john_smith@devb",
      merchantName: "John Smith",
      merchantCity: "Phnom Penh",
      currency: CURRENCY.KHR,
      amount: 50_000,
      expirationTimestamp: EXPIRES,
      additionalData: { billNumber: "INV-0001", storeLabel: "ISP Portal", terminalLabel: "Web" },
    });
    expect(individual.data).toEqual({ qr: VECTOR_KHR, md5: "85b09a06da561e2b920ccbd4439e0c00" });
    const merchant = KHQR.generate({
      tag: TAG.MERCHANT,
      accountID: "isp_shop@aclb",
      merchantName: "ISP Shop",
      merchantID: "1234567",
      acquiringBank: "ACLEDA Bank",
      merchantCity: "Phnom Penh",
      currency: CURRENCY.USD,
      amount: 12.5,
      expirationTimestamp: EXPIRES,
      additionalData: { billNumber: "RN000123", mobileNumber: "85512345678" },
    });
    expect(merchant.data).toEqual({ qr: VECTOR_USD_MERCHANT, md5: "88229855415fc767cced6298035b3d35" });

    const nbc = new BakongKHQR();
    const fromNbc = nbc.generateIndividual(
      new IndividualInfo("john_smith@devb", "John Smith", "Phnom Penh", {
        currency: khqrData.currency.khr,
        amount: 50_000,
        billNumber: "INV-0001",
        storeLabel: "ISP Portal",
        terminalLabel: "Web",
        expirationTimestamp: EXPIRES,
      }),
    );
    expect(fromNbc.data.qr).toBe(VECTOR_KHR);
    const merchantFromNbc = nbc.generateMerchant(
      new MerchantInfo("isp_shop@aclb", "ISP Shop", "Phnom Penh", "1234567", "ACLEDA Bank", {
        currency: khqrData.currency.usd,
        amount: 12.5,
        billNumber: "RN000123",
        mobileNumber: "85512345678",
        expirationTimestamp: EXPIRES,
      }),
    );
    expect(merchantFromNbc.data.qr).toBe(VECTOR_USD_MERCHANT);
  });

  it("issues a dynamic USD KHQR with the payment's reference that NBC's library accepts and reads back", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const account = { accountId: "romdoul@devb", merchantName: "Romdoul Net", merchantCity: "Phnom Penh" };
    const { qr, md5 } = issueKhqr(account, { amountUsd: 33, reference: "PMB000000000001", expiresAt });
    expect(BakongKHQR.verify(qr).isValid).toBe(true);
    const decoded = BakongKHQR.decode(qr).data;
    expect(decoded).toMatchObject({
      bakongAccountID: "romdoul@devb",
      merchantName: "Romdoul Net",
      transactionCurrency: "840",
      billNumber: "PMB000000000001",
      pointofInitiationMethod: "12",
    });
    expect(Number(decoded.transactionAmount)).toBe(33);
    expect(md5).toMatch(/^[0-9a-f]{32}$/);
    expect(readKhqr(qr)).toMatchObject({ currency: "USD", billNumber: "PMB000000000001" });
    // A checksum with its last digit changed is refused. The QR holds the time it was made, so its
    // checksum ends in any digit: "0" put in place of a "0" would change nothing.
    const changedDigit = qr.endsWith("0") ? "1" : "0";
    expect(readKhqr(`${qr.slice(0, -1)}${changedDigit}`)).toBeNull();
    expect(await qrImageOf(qr)).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
