import type { CodeSent } from "@isp/contracts/identity/interaction";
import { parseLoginId } from "@isp/contracts/identity/login-id";
import type { Language } from "@isp/contracts/languages";
import type { Database } from "../../db/client";
import { queueEmail } from "../notifications/queue-email";
import { queueSms } from "../notifications/queue-sms";
import { type CodeReason, codeEmail, codeText } from "./code-messages";

/** Where a code went, masked so a screen over someone's shoulder does not give it all away. */
function maskDestination(destination: string): string {
  if (destination.includes("@")) {
    const [user = "", domain = ""] = destination.split("@");
    return `${user.slice(0, 1)}***@${domain}`;
  }
  return `${destination.slice(0, 4)} ** *** ${destination.slice(-3)}`;
}

const channelOf = (to: string) => (parseLoginId(to)?.kind === "email" ? "email" : "sms");

/** The answer that a code went out: the channel and the masked destination. */
export const codeSentAnswer = (to: string, verificationId: string): CodeSent => ({
  verificationId,
  channel: channelOf(to),
  destination: maskDestination(to),
});

/**
 * Sends a code (or the account-exists notice) to an e-mail address or mobile number through the
 * outbox: by e-mail or by SMS, in the person's language.
 */
export async function sendCode(
  db: Database,
  {
    reason,
    to,
    language,
    verificationId,
    data,
  }: {
    reason: CodeReason;
    to: string;
    language: Language;
    verificationId: string;
    data: { code: string; name: string; customerId?: string };
  },
): Promise<CodeSent> {
  const template = `identity-${reason}`;
  if (channelOf(to) === "email") {
    await queueEmail(db, { template, to, language, content: codeEmail(reason)[language](data) });
  } else {
    await queueSms(db, { template, to, language, text: codeText(reason, language, data) });
  }
  return codeSentAnswer(to, verificationId);
}
