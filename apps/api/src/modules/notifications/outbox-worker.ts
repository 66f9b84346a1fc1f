import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/client";
import type { Storage } from "../../storage/storage";
import { type BackgroundTask, repeatInBackground } from "../../time/repeat-in-background";
import { BATCH_SIZE, deliverDueMessages } from "./deliver-due-messages";
import { createMailSender, type MailSender } from "./mail-sender";
import { createSmsSender } from "./sms-sender";

const DEFAULT_POLL_MS = 2000;

/**
 * Sends the outbox in the background, outside any request: every poll interval it delivers what is
 * due, batch after batch while batches come back full. `stop` waits for the current batch.
 */
export function startOutboxWorker({
  db,
  storage,
  mail,
  sms,
  log,
}: {
  db: Database;
  storage: Storage;
  mail: AppConfig["mail"];
  sms: AppConfig["sms"];
  log: FastifyBaseLogger;
}): BackgroundTask {
  const mailSender = createMailSender(mail, storage);
  const smsSender = createSmsSender(sms);
  const sender: MailSender = {
    send: (message) => (message.channel === "sms" ? smsSender.send(message) : mailSender.send(message)),
    close: () => mailSender.close(),
  };
  const pollMs = mail.outboxPollMs ?? DEFAULT_POLL_MS;
  if (!mail.smtpUrl) {
    log.warn("SMTP_URL is not set: e-mails are not sent, only listed at /dev/mailbox (local connections)");
  }
  if (!sms.gatewayUrl) {
    log.warn("SMS_GATEWAY_URL is not set: text messages are not sent, only listed at /dev/mailbox");
  }
  const delivery = repeatInBackground(async (isStopped) => {
    try {
      let taken: number;
      do {
        taken = await deliverDueMessages({ db, sender, log });
      } while (taken === BATCH_SIZE && !isStopped());
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      log.error({ err: error }, "outbox delivery failed");
    }
  }, pollMs);
  return {
    async stop() {
      await delivery.stop();
      sender.close();
    },
  };
}
