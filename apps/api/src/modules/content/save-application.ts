import type { Language } from "@isp/contracts/languages";
import type { ApplyVacancyFields } from "@isp/contracts/vacancies/apply-vacancy";
import type { Database } from "../../db/client";
import type { StoredCv } from "./read-application-form";
import { vacancyApplications } from "./tables";

/** Records an application whose CV is already stored; returns its id. */
export async function saveApplication(
  db: Database,
  { fields, cv, language }: { fields: ApplyVacancyFields; cv: StoredCv; language: Language },
): Promise<number> {
  const [row] = await db
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
  return row.id;
}
