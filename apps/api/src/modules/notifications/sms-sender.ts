import type { AppConfig } from "../../config";
import type { OutboxMessage } from "./mail-sender";

export type SmsSender = { send: (message: OutboxMessage) => Promise<void> };

const GATEWAY_TIMEOUT_MS = 30_000;

/**
 * With SMS_GATEWAY_URL, each text goes to that HTTP gateway as JSON `{ to, text }` (most Cambodian
 * aggregators take this shape or sit behind a small adapter that does), with SMS_GATEWAY_TOKEN as a
 * bearer token. Without it, the development mailbox: a text counts as delivered once it is listed.
 */
export function createSmsSender(sms: AppConfig["sms"]): SmsSender {
  const { gatewayUrl, gatewayToken } = sms;
  if (!gatewayUrl) return { send: async () => {} };
  return {
    async send(message) {
      const response = await fetch(gatewayUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: message.toAddress, text: message.textBody }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
