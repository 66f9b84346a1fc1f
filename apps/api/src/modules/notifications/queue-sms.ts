import type { Language } from "@isp/contracts/languages";
import type { DatabaseOrTransaction } from "../../db/client";
import { escapeHtml } from "./email-layout";
import { outboxMessages } from "./tables";

/** A text message to a mobile number in international form; each module writes its own texts. */
export type SmsMessage = { template: string; to: string; language: Language; text: string };

// The development mailbox lists messages by subject; an SMS has none, so its opening words stand in.
const SUBJECT_LENGTH = 60;

/** Adds a text message to the outbox, beside the e-mails; the worker hands it to the SMS gateway. */
export async function queueSms(db: DatabaseOrTransaction, message: SmsMessage): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: "sms",
    template: message.template,
    language: message.language,
    toAddress: message.to,
    subject: `SMS: ${message.text.slice(0, SUBJECT_LENGTH)}`,
    textBody: message.text,
    htmlBody: `<p>${escapeHtml(message.text)}</p>`,
  });
}
