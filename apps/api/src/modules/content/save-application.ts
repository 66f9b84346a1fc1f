import type { Language } from "@isp/contracts/languages";
import type { ApplyVacancyFields } from "@isp/contracts/vacancies/apply-vacancy";
import type { Database } from "../../db/client";
import { queueEmail } from "../notifications/queue-email";
import { applicationReceived, applicationToHr } from "./application-emails";
import type { StoredCv } from "./read-application-form";
import { vacancyApplications } from "./tables";

type Application = {
  fields: ApplyVacancyFields;
  cv: StoredCv;
  language: Language;
  vacancyName: string;
  hrEmail: string;
};

/**
 * Records an application whose CV is already stored, and in the same transaction queues the mails to
 * the applicant and to HR (with the CV), in the applicant's language. Returns the application's id.
 */
export async function saveApplication(
  db: Database,
  { fields, cv, language, vacancyName, hrEmail }: Application,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vacancyApplications)
      .values({
        vacancyId: fields.VacancyId,
        firstName: fields.FirstName,
        lastName: fields.LastName,
        email: fields.Email,
        contactNumber: fields.ContactNumber,
        comment: fields.Comment,
        cvKey: cv.key,
        cvFileName: cv.fileName,
        cvMediaType: cv.mediaType,
        cvSize: cv.size,
        language,
      })
      .returning({ id: vacancyApplications.id });
    if (!row) throw new Error("The application was not saved");
    const person = {
      applicationId: row.id,
      firstName: fields.FirstName,
      lastName: fields.LastName,
      vacancyName,
    };
    await queueEmail(tx, {
      template: "vacancy-application-received",
      to: fields.Email,
      language,
      content: applicationReceived[language](person),
    });
    await queueEmail(tx, {
      template: "vacancy-application-to-hr",
      to: hrEmail,
      replyTo: fields.Email,
      language,
      content: applicationToHr[language]({
        ...person,
        email: fields.Email,
        contactNumber: fields.ContactNumber,
        comment: fields.Comment,
        vacancyId: fields.VacancyId,
      }),
      attachments: [{ storageKey: cv.key, fileName: cv.fileName, mediaType: cv.mediaType }],
    });
    return row.id;
  });
}
