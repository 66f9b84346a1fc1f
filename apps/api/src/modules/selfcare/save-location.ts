import type { LocationFields } from "@isp/contracts/selfcare/save-location";
import { encodeIssue } from "@isp/contracts/validation/messages";
import { and, count, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { findAdminUnit, findEntry, listChildEntries } from "./dictionaries";
import { customerLocations } from "./tables";
import type { FieldIssue } from "./update-profile";

/** More installation locations than any home or branch network needs: a bound on what one may add. */
export const MAX_LOCATIONS = 20;

const issue = (field: string, key: "choice" | "required"): FieldIssue => ({
  path: [field],
  message: encodeIssue({ key }),
});

/**
 * Issues for a location whose choices do not hang together: the name must be one of the type's
 * (required when the type has names), the project one of the name's, the commune in the district and
 * the district in the province.
 */
async function checkLocation(db: DatabaseOrTransaction, fields: LocationFields): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const names = await listChildEntries(db, "locationName", fields.locationTypeId, "en");
  if (!names) issues.push(issue("locationTypeId", "choice"));
  else if (fields.locationNameId === null) {
    if (names.length > 0) issues.push(issue("locationNameId", "required"));
  } else if (!names.some((name) => name.id === fields.locationNameId)) {
    issues.push(issue("locationNameId", "choice"));
  }
  if (fields.locationProjectId !== null) {
    const project = await findEntry(db, "locationProject", fields.locationProjectId);
    if (!project || project.parentId !== fields.locationNameId)
      issues.push(issue("locationProjectId", "choice"));
  }
  const province = await findAdminUnit(db, "province", fields.provinceCode);
  const district = await findAdminUnit(db, "district", fields.districtCode);
  const commune = await findAdminUnit(db, "commune", fields.communeCode);
  if (!province) issues.push(issue("provinceCode", "choice"));
  if (!district || district.parentCode !== fields.provinceCode) issues.push(issue("districtCode", "choice"));
  if (!commune || commune.parentCode !== fields.districtCode) issues.push(issue("communeCode", "choice"));
  return issues;
}

export type SaveLocationResult =
  | { status: "saved"; id: number }
  | { status: "invalid"; issues: FieldIssue[] }
  | { status: "not_found" }
  | { status: "too_many" };

/**
 * Adds an installation location to the customer, or changes one of theirs (`fields.id`); another
 * customer's location is "not found", as an id that does not exist.
 */
export async function saveLocation(
  db: DatabaseOrTransaction,
  customerId: string,
  fields: LocationFields,
): Promise<SaveLocationResult> {
  const { id, ...values } = fields;
  if (id !== undefined) {
    const [own] = await db
      .select({ id: customerLocations.id })
      .from(customerLocations)
      .where(and(eq(customerLocations.id, id), eq(customerLocations.customerId, customerId)));
    if (!own) return { status: "not_found" };
  }
  const issues = await checkLocation(db, fields);
  if (issues.length > 0) return { status: "invalid", issues };
  if (id !== undefined) {
    await db.update(customerLocations).set(values).where(eq(customerLocations.id, id));
    return { status: "saved", id };
  }
  const [held] = await db
    .select({ total: count() })
    .from(customerLocations)
    .where(eq(customerLocations.customerId, customerId));
  if ((held?.total ?? 0) >= MAX_LOCATIONS) return { status: "too_many" };
  const [added] = await db
    .insert(customerLocations)
    .values({ ...values, customerId })
    .returning({ id: customerLocations.id });
  return { status: "saved", id: added?.id ?? 0 };
}
