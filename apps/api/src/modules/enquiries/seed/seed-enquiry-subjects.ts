import { DEFAULT_ENQUIRY_SUBJECT_ID } from "@isp/contracts/enquiries/list-enquiry-subjects";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import { enquirySubjects } from "../tables";

/** subjects.json: the enquiry subjects in their order; the first is the form's fixed default (spec §3). */
export const SeedSubjectsFileSchema = z
  .array(
    z.strictObject({ id: z.number().int().positive(), name: buildTranslationsSchema(z.string().min(1)) }),
  )
  .refine((subjects) => subjects[0]?.id === DEFAULT_ENQUIRY_SUBJECT_ID, {
    message: `the first subject is the default one, id ${DEFAULT_ENQUIRY_SUBJECT_ID}`,
  });

/** The enquiry subjects of a fresh install, from subjects.json in `folder`. */
export function loadSeedSubjects(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "subjects.json", SeedSubjectsFileSchema);
}

/** Seeds the enquiry subjects when there are none; returns whether it did. */
export async function seedEnquirySubjects(db: Database): Promise<boolean> {
  const existing = await db.select({ id: enquirySubjects.id }).from(enquirySubjects).limit(1);
  if (existing.length > 0) return false;
  const subjects = await loadSeedSubjects();
  await db.insert(enquirySubjects).values(subjects.map((subject, position) => ({ ...subject, position })));
  return true;
}
