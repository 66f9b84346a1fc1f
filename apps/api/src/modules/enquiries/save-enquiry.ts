import type { CreateEnquirySchema } from "@isp/contracts/enquiries/create-enquiry";
import type { EnquirySubject } from "@isp/contracts/enquiries/list-enquiry-subjects";
import type { Language } from "@isp/contracts/languages";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { queueEmail } from "../notifications/queue-email";
import { enquiryReceived, enquiryToSupport } from "./enquiry-emails";
import { enquiries, enquirySubjects } from "./tables";

type EnquiryInput = z.output<typeof CreateEnquirySchema>;

export async function listEnquirySubjects(db: Database, language: Language): Promise<EnquirySubject[]> {
  const rows = await db.select().from(enquirySubjects).orderBy(asc(enquirySubjects.position));
  return rows.map((row) => ({ id: row.id, name: pickText(row.name, language) ?? "" }));
}

export async function getEnquirySubject(
  db: Database,
  id: number,
  language: Language,
): Promise<EnquirySubject | null> {
  const [row] = await db.select().from(enquirySubjects).where(eq(enquirySubjects.id, id));
  return row ? { id: row.id, name: pickText(row.name, language) ?? "" } : null;
}

type Enquiry = {
  fields: EnquiryInput;
  language: Language;
  subject: EnquirySubject;
  supportEmail: string;
};

/**
 * Records an enquiry and in the same transaction queues the mails to support and, when they gave an
 * address, to the customer, in the customer's language. Returns its id (the customer's reference).
 */
export async function saveEnquiry(
  db: Database,
  { fields, language, subject, supportEmail }: Enquiry,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
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
      .returning({ id: enquiries.id });
    if (!row) throw new Error("The support request was not saved");
    const requestId = row.id;
    if (fields.email) {
      await queueEmail(tx, {
        template: "enquiry-received",
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
      template: "enquiry-to-support",
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
