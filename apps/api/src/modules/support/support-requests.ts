import type { Language } from "@isp/contracts/languages";
import type { CreateSupportRequestSchema } from "@isp/contracts/support/create-support-request";
import type { SupportSubject } from "@isp/contracts/support/list-support-subjects";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { supportRequests, supportSubjects } from "./tables";

export type SupportRequestInput = z.output<typeof CreateSupportRequestSchema>;

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

/** Records an enquiry; returns its id (the customer's reference number). */
export async function saveSupportRequest(
  db: Database,
  { fields, language }: { fields: SupportRequestInput; language: Language },
): Promise<number> {
  const [row] = await db
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
  return row.id;
}
