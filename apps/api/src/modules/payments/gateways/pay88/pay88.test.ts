import { timingSafeEqual } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { GatewayPayment } from "../gateway";
import { verifyCallback } from "./callback";
import { checkoutOf, checkRequest } from "./checkout";
import type { Pay88Settings } from "./settings";
import { pay88Signature, requestSignatureOf, responseSignatureOf } from "./signature";
import { parseStatusAnswer, statusRequestOf } from "./status-check";

vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

// The iPay88 Cambodia README's demo credentials, as the reference notes' vectors use them (§2.8).
const settings: Pay88Settings = {
  merchantId: "KH00001",
  apiKey: "Apple88KEY",
  baseUrl: "https://sandbox.ipay88.com.kh",
  fallbackEmail: "payments@isp.example",
};

const payment: GatewayPayment = {
  reference: "ORD1188",
  amountUsd: 1,
  description: "Internet 30Mbps, March 2026",
  payer: { firstName: "Sok", lastName: "Dara", phone: "012 345 678", email: "sok@example.com" },
  method: "1",
  returnUrl: "https://isp.example/online_payment/pay88/response",
  callbackUrl: "https://isp.example/pay-api/api/v1/pay88/callback",
  cancelUrl: "https://isp.example/online_payment/pay88/response",
};

const now = new Date("2026-03-04T05:06:07Z");

/** A response as iPay88 posts it, signed with the given key. */
function responseOf(changes: Record<string, string> = {}, key = settings.apiKey): Record<string, string> {
  const fields = {
    MerchantCode: "KH00001",
    PaymentId: "1",
    RefNo: "ORD1188",
    Amount: "1.00",
    Currency: "USD",
    Remark: "",
    TransId: "T019988877700",
    AuthCode: "123456",
    Status: "1",
    ErrDesc: "",
    ...changes,
  };
  return { ...fields, Signature: responseSignatureOf(fields, key) };
}

describe("iPay88 signatures (reference vectors)", () => {
  it("reproduces the Cambodian README's response example from its literal string [C]", () => {
    expect(pay88Signature("Apple88KEYKH00001ORD1188100KHR1")).toBe("KiCecyU86ZOFk15jXwOAvHdw/1M=");
  });

  it("signs the Cambodian request vector [V]", () => {
    const signed = { MerchantCode: "KH00001", RefNo: "ORD1188", Amount: "1.00", Currency: "USD" };
    expect(pay88Signature("Apple88KEYKH00001ORD1188100USD")).toBe("rbHRwhjKzxBFkWn+tnQX7pBbW5A=");
    expect(requestSignatureOf(signed, "Apple88KEY")).toBe("rbHRwhjKzxBFkWn+tnQX7pBbW5A=");
    expect(checkoutOf(payment, settings, now).fields.Signature).toBe("rbHRwhjKzxBFkWn+tnQX7pBbW5A=");
  });

  it("signs the Cambodian response vectors, PaymentId included [V]", () => {
    const response = {
      MerchantCode: "KH00001",
      PaymentId: "1",
      RefNo: "ORD1188",
      Amount: "1.00",
      Currency: "USD",
    };
    expect(responseSignatureOf({ ...response, Status: "1" }, "Apple88KEY")).toBe(
      "CuAtZRwKEU885AnJ741PepP87VM=",
    );
    expect(responseSignatureOf({ ...response, Status: "0" }, "Apple88KEY")).toBe(
      "pd1a3q3j+6JQZegizTweiz2RfrA=",
    );
  });

  it("signs Malaysia's SHA-256 request and response examples [C]", () => {
    const request = { MerchantCode: "M00003", RefNo: "A00000001", Amount: "1.00", Currency: "MYR" };
    expect(requestSignatureOf(request, "apple", "sha256")).toBe(
      "110f0be755ccfa9373aa38104bafbc5c6e5462344e44bcfbb70439c82b4b07fa",
    );
    expect(responseSignatureOf({ ...request, PaymentId: "2", Status: "1" }, "apple", "sha256")).toBe(
      "f173a2521d178574caab19ab7ddd04b299dbc0d656a26c1d1aabf9187dfbf352",
    );
  });

  it("ignores thousands separators in the amount", () => {
    const fields = { MerchantCode: "KH00001", RefNo: "ORD1188", Currency: "USD" };
    expect(requestSignatureOf({ ...fields, Amount: "1,278.99" }, "Apple88KEY")).toBe(
      pay88Signature("Apple88KEYKH00001ORD1188127899USD"),
    );
  });
});

describe("iPay88 checkout", () => {
  it("posts the entry form with every field iPay88 needs", () => {
    expect(checkoutOf(payment, settings, now)).toEqual({
      action: "https://sandbox.ipay88.com.kh/epayment/entry.asp",
      method: "POST",
      encoding: "application/x-www-form-urlencoded",
      fields: {
        MerchantCode: "KH00001",
        PaymentId: "1",
        RefNo: "ORD1188",
        Amount: "1.00",
        Currency: "USD",
        ProdDesc: "Internet 30Mbps, March 2026",
        UserName: "Sok Dara",
        UserEmail: "sok@example.com",
        UserContact: "012345678",
        Lang: "UTF-8",
        Signature: "rbHRwhjKzxBFkWn+tnQX7pBbW5A=",
        ResponseURL: "https://isp.example/online_payment/pay88/response",
        BackendURL: "https://isp.example/pay-api/api/v1/pay88/callback",
      },
    });
  });

  it("passes its own request check (round trip), also with SHA-256 and odd payer data", () => {
    expect(checkRequest(checkoutOf(payment, settings, now).fields, settings)).toEqual([]);
    const sha256 = { ...settings, signatureType: "sha256" as const };
    const odd = {
      ...payment,
      amountUsd: 1278.99,
      method: undefined,
      description: "វិក្កយបត្រ <b>#12</b> & more",
      payer: { ...payment.payer, email: null },
    };
    const { fields } = checkoutOf(odd, sha256, now);
    expect(fields).toMatchObject({
      PaymentId: "",
      Amount: "1278.99",
      ProdDesc: "វិក្កយបត្រ b 12 /b more",
      UserEmail: "payments@isp.example",
      SignatureType: "SHA256",
    });
    expect(checkRequest(fields, sha256)).toEqual([]);
  });

  it("finds what iPay88 would refuse", () => {
    const { fields } = checkoutOf(payment, settings, now);
    const resigned = (changed: Record<string, string>) => {
      const form = { ...fields, ...changed };
      const { MerchantCode = "", RefNo = "", Amount = "", Currency = "" } = form;
      return {
        ...form,
        Signature: requestSignatureOf({ MerchantCode, RefNo, Amount, Currency }, settings.apiKey),
      };
    };
    for (const Amount of ["1", "1.0", "1.000", "1e2", "-1.00", "1.00.00", "12,34.00", ""]) {
      expect(checkRequest(resigned({ Amount }), settings).join(), Amount).toMatch(/^Amount:/);
    }
    expect(checkRequest(resigned({ Amount: "0.00" }), settings)).toEqual(["Amount: must be more than zero"]);
    expect(checkRequest(resigned({ Amount: "1,278.99" }), settings)).toEqual([]);
    expect(checkRequest(resigned({ Currency: "MYR" }), settings).join()).toMatch(/^Currency:/);
    expect(checkRequest(resigned({ PaymentId: "4" }), settings)).toEqual(["PaymentId: not offered in USD"]);
    expect(checkRequest(resigned({ PaymentId: "4", Currency: "KHR" }), settings)).toEqual([]);
    expect(checkRequest(resigned({ RefNo: "x".repeat(31) }), settings).join()).toMatch(/^RefNo:/);
    expect(checkRequest(resigned({ ProdDesc: "<script>" }), settings).join()).toMatch(/^ProdDesc:/);
    expect(checkRequest(resigned({ UserEmail: "not-an-email" }), settings).join()).toMatch(/^UserEmail:/);
    expect(checkRequest(resigned({ MerchantCode: "KH00002" }), settings)).toEqual([
      "MerchantCode: Invalid merchant",
    ]);
    const { UserContact: _, ...withoutContact } = fields;
    expect(checkRequest(withoutContact, settings).join()).toMatch(/^UserContact:/);
    expect(checkRequest({ ...fields, Amount: "2.00" }, settings)).toEqual(["Signature: Signature not match"]);
    expect(checkRequest(fields, { ...settings, apiKey: "OtherKEY" })).toEqual([
      "Signature: Signature not match",
    ]);
  });
});

describe("iPay88 response and backend post", () => {
  it("reads a response iPay88 signed, comparing in constant time", () => {
    vi.mocked(timingSafeEqual).mockClear();
    const body = responseOf();
    expect(body.Signature).toBe("CuAtZRwKEU885AnJ741PepP87VM=");
    expect(verifyCallback({ body, headers: {} }, settings)).toEqual({
      reference: "ORD1188",
      status: "approved",
      amountUsd: 1,
      transactionId: "T019988877700",
    });
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it("reads failures, cancellations and amounts with thousands separators", () => {
    expect(
      verifyCallback(
        { body: responseOf({ Status: "0", ErrDesc: "Payment not allowed" }), headers: {} },
        settings,
      ),
    ).toMatchObject({ status: "declined" });
    expect(
      verifyCallback(
        { body: responseOf({ Status: "0", ErrDesc: "Customer Cancel Transaction" }), headers: {} },
        settings,
      ),
    ).toMatchObject({ status: "cancelled" });
    expect(verifyCallback({ body: responseOf({ Amount: "1,278.99" }), headers: {} }, settings)).toMatchObject(
      {
        amountUsd: 1278.99,
      },
    );
  });

  it("rejects tampered, foreign-key, other merchants' and malformed responses", () => {
    const body = responseOf();
    const check = (changed: unknown) => verifyCallback({ body: changed, headers: {} }, settings);
    expect(check({ ...body, Signature: body.Signature?.replace("C", "D") })).toBeNull();
    expect(check({ ...body, Amount: "100.00" })).toBeNull();
    expect(check({ ...body, Status: "1", Signature: responseOf({ Status: "0" }).Signature })).toBeNull();
    expect(check(responseOf({}, "OtherKEY"))).toBeNull();
    expect(check(responseOf({ MerchantCode: "KH00002" }))).toBeNull();
    expect(check(responseOf({ Currency: "KHR" }))).toBeNull();
    expect(check(responseOf({ Status: "6" }))).toBeNull();
    for (const junk of [null, "RECEIVEOK", [], {}, { ...body, Signature: undefined }]) {
      expect(check(junk), JSON.stringify(junk)).toBeNull();
    }
  });
});

describe("iPay88 re-query", () => {
  const query = { reference: "ORD1188", amountUsd: 1 };

  it("asks enquiry.asp about the reference and amount", () => {
    const request = statusRequestOf(query, settings, now);
    expect(request).toEqual({
      url: "https://sandbox.ipay88.com.kh/epayment/enquiry.asp?MerchantCode=KH00001&RefNo=ORD1188&Amount=1.00",
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "MerchantCode=KH00001&RefNo=ORD1188&Amount=1.00",
    });
  });

  it("reads the documented replies", () => {
    expect(parseStatusAnswer("00", query)).toEqual({ status: "approved", amountUsd: 1, transactionId: null });
    expect(parseStatusAnswer("00\r\n", query)?.status).toBe("approved");
    expect(parseStatusAnswer("Payment fail", query)?.status).toBe("declined");
    expect(parseStatusAnswer("M88Admin", query)?.status).toBe("declined");
    expect(parseStatusAnswer("Record not found", query)?.status).toBe("pending");
    for (const junk of ["Incorrect amount", "Invalid parameters", "<html>error</html>", "", 0, null, {}]) {
      expect(parseStatusAnswer(junk, query), String(junk)).toBeNull();
    }
  });
});
