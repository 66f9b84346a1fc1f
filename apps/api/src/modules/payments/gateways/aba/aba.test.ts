import { timingSafeEqual } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { GatewayPayment } from "../gateway";
import { ABA_SIGNATURE_HEADER, verifyCallback } from "./callback";
import { ABA_PAYMENT_OPTIONS, checkoutOf, checkRequest } from "./checkout";
import { callbackHashOf, payWayHash, purchaseHashOf } from "./payway-hash";
import type { AbaSettings } from "./settings";
import { parseStatusAnswer, statusRequestOf } from "./status-check";

vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

// The reference notes' vectors (../shared/reference/payment-gateways.md §1.8) use these fake credentials.
const settings: AbaSettings = {
  merchantId: "ec000002",
  apiKey: "TESTAPIKEY0123456789",
  baseUrl: "https://checkout-sandbox.payway.com.kh",
};

const payment: GatewayPayment = {
  reference: "INV-1001",
  amountUsd: 10,
  description: "Internet 30Mbps",
  payer: { firstName: "Sok", lastName: "Dara", phone: "012345678", email: "sok@example.com" },
  method: "abapay_khqr",
  returnUrl: "https://isp.example/online_payment/aba/response",
  callbackUrl: "https://isp.example/online_payment/aba/callback",
  cancelUrl: "https://isp.example/online_payment/aba/cancel",
};

const PURCHASE_HASH =
  "KYmgydcgSl96cbxgNuMFBa+uTNZa81FVJ7rZP6SSYWKZMz21W91Hi6jE6rZ4YZ76bjBbujiJfJYXr4OgepGqtg==";
const CALLBACK_BODY = { tran_id: "INV-1001", apv: "619195", status: "0", return_params: "INV-1001" };
const CALLBACK_HASH =
  "XX0CRTHC0xlX0XpdzmPLrsSa1AZrjuRAcKWo/oRRJiKp7FPMsQFqiQ/avhVNd3VpIt9GAFta978F9rMR8anGKw==";

describe("ABA PayWay hashes (reference vectors)", () => {
  it("matches the two confirmed legacy hashes of vpago's spec [C]", () => {
    expect(payWayHash("7866ceb0b796eda95e1cc597e9f62e5e", "bookmebus1212425710.00")).toBe(
      "JthQ6rfzAvHg27TP9HuQ9qxLSkh7Q82yz0OHgIt0+C5yLJ4qpTeol7s1Tthojk0F6mapYrpuGyGs5vZ5mcjhpw==",
    );
    expect(payWayHash("be2f9d0e9aaa3fceb64e5e6ed1efb808", "vtenhPOAUQRAV12.00")).toBe(
      "KxPclvYgReykTGWEL4fujhyBmQ59fSZV8ehV3z2biIdzflCG/ehyvifQF1Epq6YyIJAEccYnfdLPP0PZ670m/Q==",
    );
  });

  it("signs the purchase vector's fields [V], and checkoutOf posts exactly those fields", () => {
    const checkout = checkoutOf(payment, settings, new Date("2025-01-01T01:01:01Z"));
    expect(checkout).toEqual({
      action: "https://checkout-sandbox.payway.com.kh/api/payment-gateway/v1/payments/purchase",
      method: "POST",
      encoding: "multipart/form-data",
      fields: {
        req_time: "20250101010101",
        merchant_id: "ec000002",
        tran_id: "INV-1001",
        amount: "10.00",
        items: "W3sibmFtZSI6IkludGVybmV0IDMwTWJwcyIsInF1YW50aXR5IjoxLCJwcmljZSI6MTB9XQ==",
        firstname: "Sok",
        lastname: "Dara",
        email: "sok@example.com",
        phone: "012345678",
        type: "purchase",
        payment_option: "abapay_khqr",
        return_url: "aHR0cHM6Ly9pc3AuZXhhbXBsZS9vbmxpbmVfcGF5bWVudC9hYmEvY2FsbGJhY2s=",
        cancel_url: "https://isp.example/online_payment/aba/cancel",
        continue_success_url: "https://isp.example/online_payment/aba/response",
        currency: "USD",
        return_params: "INV-1001",
        hash: PURCHASE_HASH,
      },
    });
    const { hash: _, ...posted } = checkout.fields;
    expect(purchaseHashOf(posted, settings.apiKey)).toBe(PURCHASE_HASH);
    expect(
      payWayHash(
        settings.apiKey,
        "20250101010101ec000002INV-100110.00W3sibmFtZSI6IkludGVybmV0IDMwTWJwcyIsInF1YW50aXR5IjoxLCJwcmljZSI6MTB9XQ==SokDarasok@example.com012345678purchaseabapay_khqraHR0cHM6Ly9pc3AuZXhhbXBsZS9vbmxpbmVfcGF5bWVudC9hYmEvY2FsbGJhY2s=https://isp.example/online_payment/aba/cancelhttps://isp.example/online_payment/aba/responseUSDINV-1001",
      ),
    ).toBe(PURCHASE_HASH);
  });

  it("signs the check-transaction-2 vector [V]", () => {
    const request = statusRequestOf(
      { reference: "INV-1001", amountUsd: 10 },
      settings,
      new Date("2025-02-13T06:55:45Z"),
    );
    expect(request.url).toBe(
      "https://checkout-sandbox.payway.com.kh/api/payment-gateway/v1/payments/check-transaction-2",
    );
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(request.body)).toEqual({
      req_time: "20250213065545",
      merchant_id: "ec000002",
      tran_id: "INV-1001",
      hash: "PnzUXEGYXyOPbinvyxX3pwnHoCoZ1pSkWeq4ttEbFVtiBtho/1LF0icWbemUzQXdfFBBJTpbVtuUtUJmMDUvrQ==",
    });
  });

  it("signs the callback vector by sorted keys [V]", () => {
    expect(callbackHashOf(CALLBACK_BODY, settings.apiKey)).toBe(CALLBACK_HASH);
    expect(payWayHash(settings.apiKey, "619195INV-10010INV-1001")).toBe(CALLBACK_HASH);
  });
});

describe("ABA PayWay checkout", () => {
  const now = new Date("2026-03-04T05:06:07Z");

  it("passes its own request check (round trip), with every payment option that needs no token", () => {
    expect(checkRequest(checkoutOf(payment, settings, now).fields, settings)).toEqual([]);
    for (const method of ABA_PAYMENT_OPTIONS.filter((option) => option !== "google_pay")) {
      expect(
        checkRequest(checkoutOf({ ...payment, method }, settings, now).fields, settings),
        method,
      ).toEqual([]);
    }
    const googlePay = checkoutOf({ ...payment, method: "google_pay" }, settings, now).fields;
    expect(checkRequest(googlePay, settings)).toEqual([
      "google_pay_token: required with payment_option google_pay",
    ]);
  });

  it("keeps payer names PayWay accepts and leaves out what it would refuse", () => {
    const awkward = {
      ...payment,
      amountUsd: 1234.5,
      method: undefined,
      payer: {
        firstName: "Jean-Luc <script>",
        lastName: "សុខ ដារា ព្រះរាជាណាចក្រកម្ពុជា",
        phone: "+855 12 345 678",
        email: `${"x".repeat(60)}@example.com`,
      },
    };
    const { fields } = checkoutOf(awkward, settings, now);
    expect(fields.firstname).toBe("Jean Luc script");
    expect(fields.lastname?.length).toBeLessThanOrEqual(20);
    expect(fields.phone).toBe("+85512345678");
    expect(fields.email).toBeUndefined();
    expect(fields.payment_option).toBeUndefined();
    expect(fields.amount).toBe("1234.50");
    expect(checkRequest(fields, settings)).toEqual([]);
  });

  it("refuses amounts that are not whole cents", () => {
    for (const amountUsd of [0, -1, 0.001, Number.NaN]) {
      expect(() => checkoutOf({ ...payment, amountUsd }, settings, now), String(amountUsd)).toThrow();
    }
  });

  it("finds what PayWay would refuse", () => {
    const { fields } = checkoutOf(payment, settings, now);
    const resigned = (changed: Record<string, string>) => {
      const { hash: _, ...rest } = { ...fields, ...changed };
      return { ...rest, hash: purchaseHashOf(rest, settings.apiKey) };
    };
    for (const amount of ["10.001", "1e3", "-1", "10,00", "abc", ""]) {
      expect(checkRequest(resigned({ amount }), settings).join(), amount).toMatch(/^amount:/);
    }
    expect(checkRequest(resigned({ amount: "0.00" }), settings)).toEqual(["amount: must be at least 0.01"]);
    expect(checkRequest(resigned({ amount: "50", currency: "KHR" }), settings)).toEqual([
      "amount: must be at least 100",
    ]);
    expect(checkRequest(resigned({ tran_id: "x".repeat(21) }), settings).join()).toMatch(/^tran_id:/);
    expect(checkRequest(resigned({ tran_id: "INV#1" }), settings).join()).toMatch(/^tran_id:/);
    expect(checkRequest(resigned({ firstname: "Sok!" }), settings).join()).toMatch(/^firstname:/);
    expect(checkRequest(resigned({ payment_option: "bitcoin" }), settings).join()).toMatch(
      /^payment_option:/,
    );
    expect(checkRequest(resigned({ return_url: "not base64!" }), settings).join()).toMatch(/^return_url:/);
    expect(checkRequest(resigned({ merchant_id: "ec999999" }), settings)).toEqual([
      "merchant_id: unknown merchant",
    ]);
    const { req_time: _, ...withoutTime } = fields;
    expect(checkRequest(withoutTime, settings).join()).toMatch(/^req_time:/);
    expect(checkRequest({ ...fields, amount: "11.00" }, settings)).toEqual(["hash: wrong hash"]);
    expect(checkRequest(fields, { ...settings, apiKey: "ANOTHERKEY" })).toEqual(["hash: wrong hash"]);
  });
});

describe("ABA PayWay callback", () => {
  const headers = { "x-payway-hmac-sha512": CALLBACK_HASH };

  it("reads a callback PayWay signed, comparing in constant time", () => {
    vi.mocked(timingSafeEqual).mockClear();
    expect(verifyCallback({ body: CALLBACK_BODY, headers }, settings)).toEqual({
      reference: "INV-1001",
      status: "approved",
      amountUsd: null,
      transactionId: "619195",
    });
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(ABA_SIGNATURE_HEADER).toBe("X-PayWay-HMAC-SHA512");
    expect(
      verifyCallback({ body: CALLBACK_BODY, headers: { [ABA_SIGNATURE_HEADER]: CALLBACK_HASH } }, settings),
    ).not.toBeNull();
  });

  it("reads the other documented status spellings", () => {
    for (const status of [0, "00"]) {
      const body = { ...CALLBACK_BODY, status };
      const signed = { "x-payway-hmac-sha512": callbackHashOf(body, settings.apiKey) };
      expect(verifyCallback({ body, headers: signed }, settings)?.status).toBe("approved");
    }
    const declined = { ...CALLBACK_BODY, status: "3" };
    const signed = { "x-payway-hmac-sha512": callbackHashOf(declined, settings.apiKey) };
    expect(verifyCallback({ body: declined, headers: signed }, settings)?.status).toBe("declined");
  });

  it("uses a separate callback key when one is set", () => {
    const withKey = { ...settings, callbackKey: "CALLBACKKEY" };
    expect(verifyCallback({ body: CALLBACK_BODY, headers }, withKey)).toBeNull();
    const signed = { "x-payway-hmac-sha512": callbackHashOf(CALLBACK_BODY, "CALLBACKKEY") };
    expect(verifyCallback({ body: CALLBACK_BODY, headers: signed }, withKey)?.reference).toBe("INV-1001");
  });

  it("rejects tampered, unsigned, foreign-key and malformed callbacks", () => {
    const tampered = CALLBACK_HASH.replace("XX0", "XX1");
    expect(
      verifyCallback({ body: CALLBACK_BODY, headers: { "x-payway-hmac-sha512": tampered } }, settings),
    ).toBe(null);
    expect(verifyCallback({ body: { ...CALLBACK_BODY, tran_id: "INV-1002" }, headers }, settings)).toBeNull();
    expect(verifyCallback({ body: CALLBACK_BODY, headers: {} }, settings)).toBeNull();
    const foreign = { "x-payway-hmac-sha512": callbackHashOf(CALLBACK_BODY, "ANOTHERKEY") };
    expect(verifyCallback({ body: CALLBACK_BODY, headers: foreign }, settings)).toBeNull();
    for (const body of [
      null,
      "text",
      [CALLBACK_BODY],
      { apv: "1", status: "0" },
      { tran_id: "x", status: "ok" },
    ]) {
      const signed =
        typeof body === "object" && body !== null && !Array.isArray(body)
          ? { "x-payway-hmac-sha512": callbackHashOf(body, settings.apiKey) }
          : headers;
      expect(verifyCallback({ body, headers: signed }, settings), JSON.stringify(body)).toBeNull();
    }
  });
});

describe("ABA PayWay status answer", () => {
  const query = { reference: "INV-1001", amountUsd: 10 };
  const answer = (code: number, extra: Record<string, unknown> = {}) => ({
    data: {
      payment_status_code: code,
      total_amount: 10,
      original_amount: 10,
      refund_amount: 0,
      discount_amount: 0,
      payment_amount: 10,
      payment_currency: "USD",
      apv: "619195",
      payment_status: "APPROVED",
      transaction_date: "2025-02-13 13:55:45",
      ...extra,
    },
    status: { code: "00", message: "Success!", tran_id: "INV-1001" },
  });

  it("reads the documented payment status codes", () => {
    expect(parseStatusAnswer(answer(0), query)).toEqual({
      status: "approved",
      amountUsd: 10,
      transactionId: "619195",
    });
    expect(parseStatusAnswer(answer(2), query)?.status).toBe("pending");
    expect(parseStatusAnswer(answer(3), query)?.status).toBe("declined");
    expect(parseStatusAnswer(answer(4), query)?.status).toBe("refunded");
    expect(parseStatusAnswer(answer(7), query)?.status).toBe("cancelled");
  });

  it("leaves the payment pending when the call itself failed", () => {
    for (const code of ["05", "06", "11", 429]) {
      expect(parseStatusAnswer({ status: { code, message: "…" } }, query)).toEqual({
        status: "pending",
        amountUsd: null,
        transactionId: null,
      });
    }
  });

  it("ignores answers about another payment, another currency or of another shape", () => {
    expect(parseStatusAnswer(answer(0), { ...query, reference: "INV-1002" })).toBeNull();
    expect(parseStatusAnswer(answer(0, { payment_currency: "KHR" }), query)).toBeNull();
    expect(parseStatusAnswer({ status: { code: "00" } }, query)).toBeNull();
    for (const junk of [null, "00", [], { data: {} }, answer(0, { original_amount: "10" })]) {
      expect(parseStatusAnswer(junk, query), JSON.stringify(junk)).toBeNull();
    }
  });
});
