import type { Language } from "@isp/contracts/languages";
import type { DatabaseOrTransaction } from "../../db/client";
import { type EmailContent, renderEmail } from "./email-layout";
import { type OutboxAttachment, outboxMessages } from "./tables";

/**
 * A mail to send. Each module writes its own templates (an `EmailTemplate` per mail) and passes what
 * one of them says; this module only lays it out, stores it and sends it.
 */
export type EmailMessage = {
  /** Names the mail in the outbox and the development mailbox, e.g. "vacancy-application-received". */
  template: string;
  to: string;
  language: Language;
  content: EmailContent;
  /** Whom a reply goes to: HR and support answer the sender with one click. */
  replyTo?: string | null;
  attachments?: OutboxAttachment[];
};

/**
 * Renders the message in its language and adds it to the outbox; pass a transaction to write it
 * atomically with what it tells about. The outbox worker sends it later, never inside the request.
 */
export async function queueEmail(db: DatabaseOrTransaction, message: EmailMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    template: message.template,
    language: message.language,
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    ...renderEmail(message.language, message.content),
    attachments: message.attachments ?? [],
  });
}
