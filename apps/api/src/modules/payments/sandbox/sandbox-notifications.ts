import type { ApiTransport } from "@isp/contracts/http/api-transport";
import type { FastifyBaseLogger } from "fastify";

/** A gateway's server-to-server notification, as the sandbox sends it. */
export type SandboxNotification = {
  url: string;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
};

/** Seconds before the sandbox sends a notification once more, as gateways retry. */
const RETRY_DELAY_MS = 1_000;

/**
 * Sends a notification as a gateway does on a bad day: twice at the same moment, then once more a little
 * later, so the merchant's exactly-once settling is exercised on every sandbox payment. The sandbox only
 * serves this site: a notification to another origin is not sent.
 */
export async function sendNotification(
  inProcess: ApiTransport,
  siteOrigin: string,
  notification: SandboxNotification,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> {
  const url = new URL(notification.url);
  if (url.origin !== siteOrigin) {
    log.warn({ url: notification.url }, "sandbox notification to another site not sent");
    return;
  }
  const send = () =>
    inProcess(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { ...notification.headers, "content-type": notification.contentType },
      body: notification.body,
    }).catch((error: unknown) => log.warn({ err: error }, "sandbox notification failed"));
  await Promise.all([send(), send()]);
  setTimeout(() => void send(), RETRY_DELAY_MS).unref();
}
