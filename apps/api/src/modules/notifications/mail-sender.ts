import nodemailer from "nodemailer";
import type { AppConfig } from "../../config";
import type { Storage } from "../../storage/storage";
import type { outboxMessages } from "./tables";

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export type MailSender = { send: (message: OutboxMessage) => Promise<void>; close: () => void };

/**
 * With SMTP settings, nodemailer sends through that server. Without them, the development mailbox:
 * a message counts as delivered once it is in the outbox, where /dev/mailbox shows it.
 */
export function createMailSender(mail: AppConfig["mail"], storage: Storage): MailSender {
  if (!mail.smtpUrl) return { send: async () => {}, close: () => {} };
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    // nodemailer waits up to 2 and 10 minutes by default; a stuck server should fail the attempt
    // well within the claim on the message, so no other instance sends it meanwhile.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: mail.from,
        to: message.toAddress,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        // Streamed from storage: a CV is never held whole in memory.
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.fileName,
          contentType: attachment.mediaType,
          content: storage.read(attachment.storageKey),
        })),
      });
    },
    close: () => transport.close(),
  };
}
