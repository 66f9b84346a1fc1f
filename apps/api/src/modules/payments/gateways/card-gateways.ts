import type { CardGateway } from "@isp/contracts/payments/payment-orders";
import * as abaCallback from "./aba/callback";
import * as abaCheckout from "./aba/checkout";
import * as abaStatus from "./aba/status-check";
import type {
  GatewayCheckout,
  GatewayOutcome,
  GatewayPayment,
  GatewayRequest,
  ReceivedRequest,
  StatusQuery,
} from "./gateway";
import type { effectiveGatewaySettings } from "./gateway-settings";
import * as pay88Callback from "./pay88/callback";
import * as pay88Checkout from "./pay88/checkout";
import { PAY88_PAYMENT_IDS } from "./pay88/settings";
import * as pay88Status from "./pay88/status-check";
import * as wingCallback from "./wing/callback";
import * as wingCheckout from "./wing/checkout";
import type { WingSettings } from "./wing/settings";
import * as wingStatus from "./wing/status-check";

/** Sends a request to a gateway and gives back its answer's body as text (null: no answer in time). */
export type GatewaySender = (request: GatewayRequest) => Promise<string | null>;

/** The adapters behind one face, so the payments module treats every gateway alike. */
export type CardGatewayAdapter = {
  name: CardGateway;
  isSandbox: boolean;
  paymentOptions: readonly string[];
  /** The signed browser step of a payment; null when the gateway refused to start it (Wing's token). */
  checkout(payment: GatewayPayment, now: Date): Promise<GatewayCheckout | null>;
  /** What a callback says, or null when it is not the gateway's (forged, altered, malformed). */
  verifyCallback(callback: ReceivedRequest): (GatewayOutcome & { reference: string }) | null;
  /** The gateway's own word on a payment; null when it could not be had or was not about it. */
  checkStatus(query: StatusQuery, now: Date): Promise<GatewayOutcome | null>;
  /** What the gateway expects back from a callback it delivered. */
  acknowledgement: string;
};

const jsonOf = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Wing's v2 Online SDK, for its redirect (`wing`) and its web SDK (`wingwebsdk`) alike. */
function wingAdapter(
  name: "wing" | "wingwebsdk",
  settings: WingSettings,
  isSandbox: boolean,
  send: GatewaySender,
): CardGatewayAdapter {
  return {
    name,
    isSandbox,
    paymentOptions: [],
    checkout: async (payment, now) => {
      const answer = jsonOf(await send(wingCheckout.authorizationRequestOf(payment, settings, now)));
      const token = wingCheckout.parseAuthorizationAnswer(answer);
      return token === null ? null : wingCheckout.checkoutOf(token, settings);
    },
    verifyCallback: (callback) => wingCallback.verifyCallback(callback, settings),
    checkStatus: async (query, now) =>
      wingStatus.parseStatusAnswer(
        jsonOf(await send(wingStatus.statusRequestOf(query, settings, now))),
        query,
      ),
    acknowledgement: "OK",
  };
}

/** The adapters for the settings in force (real or sandbox), talking through `send`. */
export function cardGatewaysOf(
  settings: ReturnType<typeof effectiveGatewaySettings>,
  send: GatewaySender,
): Record<CardGateway, CardGatewayAdapter> {
  const { aba, pay88, wing, wingwebsdk, sandboxes } = settings;
  return {
    aba: {
      name: "aba",
      isSandbox: sandboxes.has("aba"),
      paymentOptions: ["abapay_khqr", "cards"],
      checkout: async (payment, now) => abaCheckout.checkoutOf(payment, aba, now),
      verifyCallback: (callback) => abaCallback.verifyCallback(callback, aba),
      checkStatus: async (query, now) =>
        abaStatus.parseStatusAnswer(jsonOf(await send(abaStatus.statusRequestOf(query, aba, now))), query),
      acknowledgement: "OK",
    },
    pay88: {
      name: "pay88",
      isSandbox: sandboxes.has("pay88"),
      paymentOptions: PAY88_PAYMENT_IDS.USD,
      checkout: async (payment, now) => pay88Checkout.checkoutOf(payment, pay88, now),
      verifyCallback: (callback) => pay88Callback.verifyCallback(callback, pay88),
      checkStatus: async (query, now) =>
        pay88Status.parseStatusAnswer(await send(pay88Status.statusRequestOf(query, pay88, now)), query),
      // iPay88 sends its backend post again until it reads this [C §2.4].
      acknowledgement: "RECEIVEOK",
    },
    wing: wingAdapter("wing", wing, sandboxes.has("wing"), send),
    wingwebsdk: wingAdapter("wingwebsdk", wingwebsdk, sandboxes.has("wingwebsdk"), send),
  };
}
