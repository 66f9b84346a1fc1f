import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { adminUnits, type DictionaryList, dictionaryEntries } from "../tables";

const EntrySchema = z.strictObject({
  id: z.number().int().positive(),
  parentId: z.number().int().positive().optional(),
  en: z.string().min(1),
  km: z.string().min(1),
  zh: z.string().min(1),
});

const DictionariesFileSchema = z.strictObject({
  gender: z.array(EntrySchema),
  honorific: z.array(EntrySchema),
  nationality: z.array(EntrySchema),
  locationType: z.array(EntrySchema),
  locationName: z.array(EntrySchema),
  locationProject: z.array(EntrySchema),
});

const AdminUnitsFileSchema = z.strictObject({
  source: z.string().min(1),
  licence: z.string().min(1),
  units: z.array(
    z.strictObject({
      code: z.string().regex(/^(\d{2}|\d{4}|\d{6})$/),
      type: z.enum(["province", "district", "municipality", "khan", "commune", "sangkat"]),
      nameKm: z.string().min(1),
      nameLatin: z.string().min(1),
    }),
  ),
});

const LEVEL_BY_CODE_LENGTH = { 2: "province", 4: "district", 6: "commune" } as const;

/**
 * The dictionaries of the profile forms (dictionaries.json) and Cambodia's provinces, districts and
 * communes (admin-units.json, from the NCDD gazetteer). Real data, seeded on every database.
 */
export async function seedSelfcareDictionaries(db: Database): Promise<boolean> {
  const existing = await db.select({ code: adminUnits.code }).from(adminUnits).limit(1);
  if (existing.length > 0) return false;
  const folder = seedFolderOf(import.meta.url);
  const lists = await readSeedFile(folder, "dictionaries.json", DictionariesFileSchema);
  const { units } = await readSeedFile(folder, "admin-units.json", AdminUnitsFileSchema);
  const entries = (Object.entries(lists) as [DictionaryList, z.infer<typeof EntrySchema>[]][]).flatMap(
    ([list, items]) =>
      items.map((item, index) => ({
        list,
        id: item.id,
        parentId: item.parentId ?? null,
        sortOrder: index,
        nameEn: item.en,
        nameKm: item.km,
        nameZh: item.zh,
      })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(dictionaryEntries).values(entries);
    const rows = units.map((unit) => ({
      ...unit,
      level: LEVEL_BY_CODE_LENGTH[unit.code.length as 2 | 4 | 6],
      parentCode: unit.code.length > 2 ? unit.code.slice(0, -2) : null,
    }));
    // A few hundred rows per statement keeps well under PostgreSQL's 65,535 bound parameters.
    for (let start = 0; start < rows.length; start += 500) {
      await tx.insert(adminUnits).values(rows.slice(start, start + 500));
    }
  });
  return true;
}
