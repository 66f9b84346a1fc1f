import type { Language } from "@isp/contracts/languages";
import type { DatabaseOrTransaction } from "../../db/client";
import {
  type ApplicationReceivedData,
  type ApplicationToHrData,
  applicationReceived,
  applicationToHr,
} from "./application-emails";
import { type RenderedEmail, renderEmail } from "./email-layout";
import {
  type EnquiryReceivedData,
  type EnquiryToSupportData,
  enquiryReceived,
  enquiryToSupport,
} from "./enquiry-emails";
import { type OutboxAttachment, outboxMessages } from "./tables";

export type EmailMessage =
  | {
      template: "vacancy-application-received";
      to: string;
      language: Language;
      data: ApplicationReceivedData;
    }
  | {
      template: "vacancy-application-to-hr";
      to: string;
      language: Language;
      data: ApplicationToHrData;
      /** The CV: { storageKey, fileName, mediaType }. */
      attachments: OutboxAttachment[];
    }
  | { template: "support-request-received"; to: string; language: Language; data: EnquiryReceivedData }
  | { template: "support-request-to-support"; to: string; language: Language; data: EnquiryToSupportData };

function renderMessage(message: EmailMessage): RenderedEmail {
  const { language } = message;
  switch (message.template) {
    case "vacancy-application-received":
      return renderEmail(language, applicationReceived[language](message.data));
    case "vacancy-application-to-hr":
      return renderEmail(language, applicationToHr[language](message.data));
    case "support-request-received":
      return renderEmail(language, enquiryReceived[language](message.data));
    case "support-request-to-support":
      return renderEmail(language, enquiryToSupport[language](message.data));
  }
}

/** HR and support answer the sender with one click: their mails reply to the sender's address. */
function replyToOf(message: EmailMessage): string | null {
  switch (message.template) {
    case "vacancy-application-to-hr":
    case "support-request-to-support":
      return message.data.email;
    default:
      return null;
  }
}

/**
 * Renders the message in its language and adds it to the outbox; pass a transaction to write it
 * atomically with what it tells about. The outbox worker sends it later, never inside the request.
 */
export async function queueEmail(db: DatabaseOrTransaction, message: EmailMessage): Promise<void> {
  const rendered = renderMessage(message);
  await db.insert(outboxMessages).values({
    template: message.template,
    language: message.language,
    toAddress: message.to,
    replyTo: replyToOf(message),
    ...rendered,
    attachments: "attachments" in message ? message.attachments : [],
  });
}
