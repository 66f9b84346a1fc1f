import type { Language } from "@isp/contracts/languages";
import type { CreateSupportRequestSchema } from "@isp/contracts/support/create-support-request";
import type { SupportSubject } from "@isp/contracts/support/list-support-subjects";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { queueEmail } from "../notifications/queue-email";
import { enquiryReceived, enquiryToSupport } from "./enquiry-emails";
import { supportRequests, supportSubjects } from "./tables";

type SupportRequestInput = z.output<typeof CreateSupportRequestSchema>;

export async function listSupportSubjects(db: Database, language: Language): Promise<SupportSubject[]> {
  const rows = await db.select().from(supportSubjects).orderBy(asc(supportSubjects.position));
  return rows.map((row) => ({ id: row.id, name: pickText(row.name, language) ?? "" }));
}

export async function getSupportSubject(
  db: Database,
  id: number,
  language: Language,
): Promise<SupportSubject | null> {
  const [row] = await db.select().from(supportSubjects).where(eq(supportSubjects.id, id));
  return row ? { id: row.id, name: pickText(row.name, language) ?? "" } : null;
}

type Enquiry = {
  fields: SupportRequestInput;
  language: Language;
  subject: SupportSubject;
  supportEmail: string;
};

/**
 * Records an enquiry and in the same transaction queues the mails to support and, when they gave an
 * address, to the customer, in the customer's language. Returns its id (the customer's reference).
 */
export async function saveSupportRequest(
  db: Database,
  { fields, language, subject, supportEmail }: Enquiry,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        fullName: fields.fullName,
        accountNumber: fields.accountNumber,
        passportNo: fields.passportNo,
        serviceId: fields.serviceId,
        subjectId: fields.supportSubjectId,
        email: fields.email,
        contactNumber: fields.contactNumber,
        comment: fields.comment,
        promoCode: fields.promoCode,
        language,
      })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error("The support request was not saved");
    const requestId = row.id;
    if (fields.email) {
      await queueEmail(tx, {
        template: "support-request-received",
        to: fields.email,
        language,
        content: enquiryReceived[language]({
          requestId,
          fullName: fields.fullName,
          subjectName: subject.name,
        }),
      });
    }
    await queueEmail(tx, {
      template: "support-request-to-support",
      to: supportEmail,
      replyTo: fields.email,
      language,
      content: enquiryToSupport[language]({
        requestId,
        fullName: fields.fullName,
        email: fields.email,
        contactNumber: fields.contactNumber,
        accountNumber: fields.accountNumber,
        passportNo: fields.passportNo,
        serviceId: fields.serviceId,
        subjectName: subject.name,
        comment: fields.comment,
        promoCode: fields.promoCode,
      }),
    });
    return requestId;
  });
}
