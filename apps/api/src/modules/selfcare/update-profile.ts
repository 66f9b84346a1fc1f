import type { BusinessInfoFields } from "@isp/contracts/selfcare/update-business-info";
import type { IdentifyFileMediaType, PersonalInfoFields } from "@isp/contracts/selfcare/update-personal-info";
import { encodeIssue } from "@isp/contracts/validation/messages";
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import type { Customer } from "./customers";
import { findEntry } from "./dictionaries";
import { customers, type DictionaryList } from "./tables";

export type FieldIssue = { path: string[]; message: string };

const choiceIssue = (field: string): FieldIssue => ({
  path: [field],
  message: encodeIssue({ key: "choice" }),
});

/** Issues for ids that are not entries of their dictionaries (a form offers only those). */
async function checkDictionaryIds(
  db: DatabaseOrTransaction,
  ids: [field: string, list: DictionaryList, id: number][],
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const [field, list, id] of ids) {
    if (!(await findEntry(db, list, id))) issues.push(choiceIssue(field));
  }
  return issues;
}

/**
 * Changes a consumer's personal data (spec §3 "Consumer info update"). `photo` is the new ID photo,
 * already stored; the one it replaces is given back for the caller to remove once this is saved.
 * Issues when an id is not in its dictionary or no ID photo would be on file; then nothing changes.
 */
export async function updatePersonalInfo(
  db: DatabaseOrTransaction,
  customer: Customer,
  fields: PersonalInfoFields,
  photo: { key: string; mediaType: IdentifyFileMediaType } | null,
): Promise<{ issues: FieldIssue[]; replacedPhotoKey: string | null }> {
  const issues = await checkDictionaryIds(db, [
    ["honorificId", "honorific", fields.honorificId],
    ["nationalityId", "nationality", fields.nationalityId],
    ["genderId", "gender", fields.genderId],
  ]);
  if (!photo && customer.identifyFileKey === null) {
    issues.push({ path: ["identifyFile"], message: encodeIssue({ key: "required" }) });
  }
  if (issues.length > 0) return { issues, replacedPhotoKey: null };
  await db
    .update(customers)
    .set({
      // Khmer names put the family name first ("Sok Dara"), and so does the name on file.
      name: `${fields.lastName} ${fields.firstName}`,
      nameKm: fields.nameKm,
      email: fields.email,
      honorificId: fields.honorificId,
      firstName: fields.firstName,
      lastName: fields.lastName,
      genderId: fields.genderId,
      dateOfBirth: fields.dob,
      nationalityId: fields.nationalityId,
      identifyNumber: fields.identify,
      ...(photo ? { identifyFileKey: photo.key, identifyFileType: photo.mediaType } : {}),
      secondaryPhone: fields.secondaryPhone,
      dateAppointment: fields.dateAppointment,
      dateAppointmentSlot: fields.dateAppointmentSlot,
      requestInstallationDate: fields.requestInstallationDate,
      requestInstallationSlot: fields.requestInstallationSlot,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customer.id));
  return { issues: [], replacedPhotoKey: photo ? customer.identifyFileKey : null };
}

/** Changes a business customer's company information (spec §3 "Business info"). */
export async function updateBusinessInfo(
  db: DatabaseOrTransaction,
  customer: Customer,
  fields: BusinessInfoFields,
): Promise<void> {
  await db
    .update(customers)
    .set({
      name: fields.companyName,
      nameKm: fields.companyNameKm,
      email: fields.companyEmail,
      contactName: fields.contactName,
      contactEmail: fields.contactEmail,
      companyPhone: fields.companyPhone,
      secondaryPhone: fields.secondaryPhone,
      website: fields.website,
      vatTin: fields.vatTin,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customer.id));
}
