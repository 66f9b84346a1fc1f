import type { Language } from "@isp/contracts/languages";
import type { AdminUnit, DictItem } from "@isp/contracts/selfcare/dictionaries";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { adminUnits, type DictionaryList, dictionaryEntries } from "./tables";

type DictionaryEntry = typeof dictionaryEntries.$inferSelect;
type AdminUnitRow = typeof adminUnits.$inferSelect;
export type AdminLevel = AdminUnitRow["level"];

/** An entry's name in the language: Khmer, English or Chinese. */
export const entryName = (entry: DictionaryEntry, language: Language) =>
  language === "km" ? entry.nameKm : language === "zh" ? entry.nameZh : entry.nameEn;

/** A gazetteer unit's name: Khmer script for km, the official Latin spelling for en and zh. */
export const unitName = (unit: Pick<AdminUnitRow, "nameKm" | "nameLatin">, language: Language) =>
  language === "km" ? unit.nameKm : unit.nameLatin;

const toDictItem = (entry: DictionaryEntry, language: Language): DictItem => ({
  id: entry.id,
  name: entryName(entry, language),
});

/** The entries of a list; of a child list, those under `parentId`. */
async function selectEntries(db: DatabaseOrTransaction, list: DictionaryList, parentId: number | null) {
  return db
    .select()
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.list, list),
        parentId === null ? isNull(dictionaryEntries.parentId) : eq(dictionaryEntries.parentId, parentId),
      ),
    )
    .orderBy(asc(dictionaryEntries.sortOrder));
}

/** One entry of a list, when it exists. */
export async function findEntry(db: DatabaseOrTransaction, list: DictionaryList, id: number) {
  const [entry] = await db
    .select()
    .from(dictionaryEntries)
    .where(and(eq(dictionaryEntries.list, list), eq(dictionaryEntries.id, id)))
    .limit(1);
  return entry;
}

/** Entries of several lists at once, keyed `${list}:${id}` (for describing a profile). */
export async function findEntries(db: DatabaseOrTransaction, lists: DictionaryList[]) {
  const rows = await db.select().from(dictionaryEntries).where(inArray(dictionaryEntries.list, lists));
  return new Map(rows.map((row) => [`${row.list}:${row.id}`, row]));
}

/** A top-level list (genders, honorifics, nationalities, location types), in its order. */
export async function listDictionary(
  db: DatabaseOrTransaction,
  list: "gender" | "honorific" | "nationality" | "locationType",
  language: Language,
): Promise<DictItem[]> {
  return (await selectEntries(db, list, null)).map((entry) => toDictItem(entry, language));
}

const PARENT_LIST = { locationName: "locationType", locationProject: "locationName" } as const;

/** The entries under a parent (names of a type, projects of a name); undefined for an unknown parent. */
export async function listChildEntries(
  db: DatabaseOrTransaction,
  list: keyof typeof PARENT_LIST,
  parentId: number,
  language: Language,
): Promise<DictItem[] | undefined> {
  if (!(await findEntry(db, PARENT_LIST[list], parentId))) return undefined;
  return (await selectEntries(db, list, parentId)).map((entry) => toDictItem(entry, language));
}

const toAdminUnit = (unit: AdminUnitRow, language: Language): AdminUnit => ({
  id: unit.code,
  name: unitName(unit, language),
  nameKm: unit.nameKm,
  nameLatin: unit.nameLatin,
  type: unit.type,
});

/** A gazetteer unit by its code, when it exists at that level. */
export async function findAdminUnit(db: DatabaseOrTransaction, level: AdminLevel, code: string) {
  const [unit] = await db
    .select()
    .from(adminUnits)
    .where(and(eq(adminUnits.code, code), eq(adminUnits.level, level)))
    .limit(1);
  return unit;
}

/** Gazetteer units by code (for describing addresses). */
export async function findAdminUnits(db: DatabaseOrTransaction, codes: string[]) {
  if (codes.length === 0) return new Map<string, AdminUnitRow>();
  const rows = await db.select().from(adminUnits).where(inArray(adminUnits.code, codes));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * The provinces, or the units under a province or district (by official code, so sorted as the
 * gazetteer lists them); undefined when the parent is not a unit of the level above.
 */
export async function listAdminUnits(
  db: DatabaseOrTransaction,
  level: AdminLevel,
  parentCode: string | null,
  language: Language,
): Promise<AdminUnit[] | undefined> {
  if (parentCode !== null) {
    const parentLevel = level === "commune" ? "district" : "province";
    if (!(await findAdminUnit(db, parentLevel, parentCode))) return undefined;
  }
  const rows = await db
    .select()
    .from(adminUnits)
    .where(
      and(
        eq(adminUnits.level, level),
        parentCode === null ? isNull(adminUnits.parentCode) : eq(adminUnits.parentCode, parentCode),
      ),
    )
    .orderBy(asc(adminUnits.code));
  return rows.map((unit) => toAdminUnit(unit, language));
}
