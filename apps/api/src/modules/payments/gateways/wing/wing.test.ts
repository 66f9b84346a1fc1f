import { timingSafeEqual } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { GatewayPayment } from "../gateway";
import { verifyCallback } from "./callback";
import { authorizationRequestOf, checkoutOf, checkRequest, parseAuthorizationAnswer } from "./checkout";
import type { WingSettings } from "./settings";
import { parseStatusAnswer, statusRequestOf } from "./status-check";
import { wingAmountOf } from "./wing-amount";
import { contentsJsonOf, contentsOf, payloadJsonOf, payloadOf, wingHashOf } from "./wing-crypto";

vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

// The reference notes' fake credentials (../shared/reference/payment-gateways.md §3.6).
const settings: WingSettings = {
  merchantId: "online.testmerchant",
  apiKey: "a".repeat(64),
  password: "0123456789abcdef0123456789abcdef",
  billerCode: "5000",
  baseUrl: "https://stageonline.wingmoney.com",
  sandbox: true,
  merchantOrigin: "https://isp.example",
};

const payment: GatewayPayment = {
  reference: "INV1001",
  amountUsd: 1,
  description: "Internet 30Mbps",
  payer: { firstName: "Sok", lastName: "Dara", phone: "012345678", email: null },
  returnUrl: "https://isp.example/online_payment/wing/response",
  callbackUrl: "https://isp.example/pay-api/api/v1/wing/callback",
  cancelUrl: "https://isp.example/online_payment/wing/cancel",
};

const now = new Date(1_700_000_000_000);
const RAND_STR = "fedcba9876543210";
const PAYLOAD_JSON =
  '{"amount":"1.00","bill_till_rbtn":"0","bill_till_number":"5000","order_reference_no":"INV1001","return_url":"https://isp.example/online_payment/wing/response","cancel_url":"https://isp.example/online_payment/wing/cancel","rand_str":"fedcba9876543210","timestamp":"1700000000","wing_account":"","integration_type":"WEBAPP","is_wingapp_installed":"1","merchant_name":""}';
const V2_HASH = "F64B428AEDBFF4A691EB6E52231AF2FE243E744C3ED99CCA198F1A4B0B3F8A4C";

const NOTIFICATION_KEY = "TEST_REST_API_KEY_not_real_0001";
const NOTIFICATION_JSON =
  '{"remark":"INV1001","amount":" USD 1.00","total":" USD 1.00","transaction_id":"ONL031157","customer_name":"Wing Testing","biller_name":"ISP","currency":"USD"}';
const CONTENTS =
  "FtME8YlE99yd4KrBTtz8YVHnpiwb5TfSl2mSX4OBtBqSkzdaCn2EBvjvK+Uti3X+hV7xqjLMlsqA3p06NHBWY1+l4UhsZeCiwA7j5U9DIXOjM537T3dGnXVbazrTiCtf9/+eDEbgPGw2WF3zXm19AuCRA8KRN/EPAZ2+QIemO8jZ0lvkCL35Sv89i+ivkXFNMTLpmp6wVEVi7EQFBGx0Bw==";

describe("Wing v2 cryptography (reference vectors)", () => {
  it("hashes the v2 vector [V]", () => {
    const fields = {
      username: "online.testmerchant",
      rest_api_key: "a".repeat(64),
      bill_till_number: "5000",
      amount: "1.00",
      order_reference_no: "INV1001",
      rand_str: RAND_STR,
      timestamp: "1700000000",
    };
    expect(wingHashOf(fields, settings.password)).toBe(V2_HASH);
  });

  it("encrypts the v2 payload vector [V] and opens it again", () => {
    const payload = payloadOf(PAYLOAD_JSON, settings.password);
    expect(payload).toMatch(
      /^ke\/nmdvrDsltV7R99ARb8FLDs82JSAQM0AEuHkP3zb\/67Qhck\+8Wz51a5E\+3rjidag2zY3kYibj27cgbNcLnBw/,
    );
    expect(payloadJsonOf(payload, settings.password)).toEqual(JSON.parse(PAYLOAD_JSON));
    expect(payloadJsonOf(payload, "fedcba9876543210fedcba9876543210")).toBeNull();
  });

  it("opens the v1 notification vector [V] and seals it again", () => {
    expect(contentsJsonOf(CONTENTS, NOTIFICATION_KEY)).toEqual(JSON.parse(NOTIFICATION_JSON));
    expect(contentsOf(NOTIFICATION_JSON, NOTIFICATION_KEY)).toBe(CONTENTS);
  });
});

describe("Wing v2 checkout", () => {
  it("asks Wing for a token with the vector's payload and hash", () => {
    const request = authorizationRequestOf(payment, settings, now, RAND_STR);
    expect(request.url).toBe(
      "https://stageonline.wingmoney.com/wingonlinesdk/v2/online/payment/authorization",
    );
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual({
      "content-type": "application/json",
      referer: Buffer.from("https://isp.example").toString("base64"),
    });
    expect(JSON.parse(request.body)).toEqual({
      username: "online.testmerchant",
      rest_api_key: "a".repeat(64),
      payload: payloadOf(PAYLOAD_JSON, settings.password),
      hash: V2_HASH,
      sandbox: "1",
    });
  });

  it("picks a fresh 16-hex rand_str for every request", () => {
    const first = JSON.parse(authorizationRequestOf(payment, settings, now).body);
    const second = JSON.parse(authorizationRequestOf(payment, settings, now).body);
    const randOf = (body: { payload: string }) =>
      (payloadJsonOf(body.payload, settings.password) as { rand_str: string }).rand_str;
    expect(randOf(first)).toMatch(/^[0-9a-f]{16}$/);
    expect(randOf(first)).not.toBe(randOf(second));
  });

  it("reads the token and opens the confirm page with it", () => {
    expect(parseAuthorizationAnswer({ errorCode: "200", token: "tok-123" })).toBe("tok-123");
    for (const junk of [{ errorCode: "400", errorText: "Invalid hash" }, { errorCode: "200" }, null, "200"]) {
      expect(parseAuthorizationAnswer(junk), JSON.stringify(junk)).toBeNull();
    }
    expect(checkoutOf("tok-123", settings)).toEqual({
      action: "https://stageonline.wingmoney.com/wingonlinesdk/v2/online/payment/confirm",
      method: "GET",
      encoding: "application/x-www-form-urlencoded",
      fields: { token: "dG9rLTEyMw==" },
    });
  });

  it("passes its own request check (round trip), comparing key and hash in constant time", () => {
    vi.mocked(timingSafeEqual).mockClear();
    const request = authorizationRequestOf({ ...payment, amountUsd: 1234.56 }, settings, now);
    expect(checkRequest({ body: JSON.parse(request.body), headers: request.headers }, settings)).toEqual([]);
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });

  it("finds what Wing would refuse", () => {
    const request = authorizationRequestOf(payment, settings, now, RAND_STR);
    const body = JSON.parse(request.body);
    const check = (changed: Record<string, unknown>, headers = request.headers) =>
      checkRequest({ body: { ...body, ...changed }, headers }, settings);
    /** A request whose payload has these values, hashed correctly. */
    const resealed = (changes: Record<string, string>) => {
      const order = { ...JSON.parse(PAYLOAD_JSON), ...changes };
      const hash = wingHashOf(
        { username: body.username, rest_api_key: body.rest_api_key, ...order },
        settings.password,
      );
      return check({ payload: payloadOf(JSON.stringify(order), settings.password), hash });
    };
    expect(check({})).toEqual([]);
    for (const amount of ["1", "1.0", "1.000", "1,000.00", "-1.00", "abc"]) {
      expect(resealed({ amount }).join(), amount).toMatch(/^amount:/);
    }
    expect(resealed({ amount: "0.00" })).toEqual(["amount: must be more than zero"]);
    expect(resealed({ bill_till_number: "5001" })).toEqual(["bill_till_number: unknown biller"]);
    const shortRand = JSON.stringify({ ...JSON.parse(PAYLOAD_JSON), rand_str: "xyz" });
    expect(check({ payload: payloadOf(shortRand, settings.password) }).join()).toMatch(/^rand_str:/);
    expect(check({ hash: V2_HASH.replace("F64B", "F64C") })).toEqual(["hash: wrong hash"]);
    expect(check({ hash: V2_HASH.toLowerCase() }).join()).toMatch(/^hash:/);
    expect(check({ rest_api_key: "b".repeat(64) })).toEqual(["username: unknown merchant or rest_api_key"]);
    expect(check({ payload: payloadOf(PAYLOAD_JSON, "fedcba9876543210fedcba9876543210") })).toEqual([
      "payload: cannot be decrypted",
    ]);
    expect(check({}, { "content-type": "application/json" })).toEqual([
      "referer: must be Base64 of the merchant's registered origin",
    ]);
    const { hash: _, ...withoutHash } = body;
    expect(checkRequest({ body: withoutHash, headers: request.headers }, settings).join()).toMatch(/^hash:/);
    // A hash made with another password than the merchant's.
    const foreign = wingHashOf(
      { username: body.username, rest_api_key: body.rest_api_key, ...JSON.parse(PAYLOAD_JSON) },
      "fedcba9876543210fedcba9876543210",
    );
    expect(check({ hash: foreign })).toEqual(["hash: wrong hash"]);
  });
});

describe("Wing notification", () => {
  const notified = { ...settings, apiKey: NOTIFICATION_KEY };

  it("reads the notification vector", () => {
    expect(verifyCallback({ body: { contents: CONTENTS }, headers: {} }, notified)).toEqual({
      reference: "INV1001",
      status: "approved",
      amountUsd: 1,
      transactionId: "ONL031157",
    });
  });

  it("rejects notifications sealed with another key, altered, in another currency or malformed", () => {
    expect(verifyCallback({ body: { contents: CONTENTS }, headers: {} }, settings)).toBeNull();
    const bytes = Buffer.from(CONTENTS, "base64");
    for (const index of [0, 20, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] = (altered[index] ?? 0) ^ 0x01;
      expect(
        verifyCallback({ body: { contents: altered.toString("base64") }, headers: {} }, notified),
      ).toBeNull();
    }
    const seal = (json: unknown) => ({ contents: contentsOf(JSON.stringify(json), NOTIFICATION_KEY) });
    const good = JSON.parse(NOTIFICATION_JSON);
    expect(verifyCallback({ body: seal(good), headers: {} }, notified)).not.toBeNull();
    expect(
      verifyCallback(
        { body: seal({ ...good, amount: " KHR 4000", currency: "KHR" }), headers: {} },
        notified,
      ),
    ).toBeNull();
    expect(verifyCallback({ body: seal({ ...good, remark: "" }), headers: {} }, notified)).toBeNull();
    const notJson = { contents: contentsOf("not json", NOTIFICATION_KEY) };
    for (const body of [notJson, {}, { contents: "" }, { contents: "!!!" }, null, CONTENTS]) {
      expect(verifyCallback({ body, headers: {} }, notified), JSON.stringify(body)).toBeNull();
    }
  });

  it("reads Wing's ways of writing amounts", () => {
    expect(wingAmountOf(" USD 30.00")).toEqual({ amount: 30, currency: "USD" });
    expect(wingAmountOf("29.99", "USD")).toEqual({ amount: 29.99, currency: "USD" });
    expect(wingAmountOf("USD 1,234.50")).toEqual({ amount: 1234.5, currency: "USD" });
    expect(wingAmountOf(" USD 1.00", "KHR")).toBeNull();
    expect(wingAmountOf("1.2.3")).toBeNull();
  });
});

describe("Wing inquiry", () => {
  const query = { reference: "12344321", amountUsd: 29.99 };
  const paid = {
    errorCode: "200",
    respType: "CINQURYRESP",
    amount: "29.99",
    remark: "12344321",
    customer_name: "Wing Testing",
    customer_fee: "0",
    currency: "USD",
    wing_account: "0977000000",
    transaction_id: "ONL015162",
    transaction_date: 1629861312807,
    biller_name: "ISP",
    biller_code: "2000",
  };

  it("asks about the reference", () => {
    expect(statusRequestOf(query, settings, now)).toEqual({
      url: "https://stageonline.wingmoney.com/wingonlinesdk/inquiry",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username: "online.testmerchant",
        rest_api_key: "a".repeat(64),
        remark: "12344321",
        sandbox: "1",
      }),
    });
  });

  it("reads the sample success answer and failures", () => {
    expect(parseStatusAnswer(paid, query)).toEqual({
      status: "approved",
      amountUsd: 29.99,
      transactionId: "ONL015162",
    });
    expect(parseStatusAnswer({ errorCode: "404", errorText: "Transaction not found" }, query)).toEqual({
      status: "pending",
      amountUsd: null,
      transactionId: null,
    });
  });

  it("ignores answers about another payment, in another currency or of another shape", () => {
    expect(parseStatusAnswer({ ...paid, remark: "99999999" }, query)).toBeNull();
    expect(parseStatusAnswer({ ...paid, currency: "KHR" }, query)).toBeNull();
    expect(parseStatusAnswer({ ...paid, amount: "lots" }, query)).toBeNull();
    for (const junk of [null, "200", [], {}, { ...paid, amount: undefined }]) {
      expect(parseStatusAnswer(junk, query), JSON.stringify(junk)).toBeNull();
    }
  });
});
