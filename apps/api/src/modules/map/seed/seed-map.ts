import { CoverageGeometrySchema } from "@isp/contracts/map/list-coverage";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { buildTranslationsSchema } from "../../../i18n/translations";
import { branches, coverageAreas } from "../tables";

const text = buildTranslationsSchema(z.string().min(1));

/**
 * coverage-areas.json: each area with its name, the gazetteer codes of the districts it serves whole,
 * and its GeoJSON shape ([longitude, latitude]).
 */
const SeedCoverageFileSchema = z.array(
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    districts: z.array(z.string().regex(/^\d{4}$/)).min(1),
    geometry: CoverageGeometrySchema,
  }),
);

/** branches.json: each branch with its address, opening hours, phones and position. */
const SeedBranchesFileSchema = z.array(
  z.strictObject({
    id: z.number().int().positive(),
    name: text,
    address: text,
    openingHours: text,
    phones: z.array(z.string().regex(/^\+855[\d ]+$/)).min(1),
    latitude: z.number().min(9.5).max(14.7),
    longitude: z.number().min(102.3).max(107.7),
  }),
);

export function loadSeedCoverage(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "coverage-areas.json", SeedCoverageFileSchema);
}

export function loadSeedBranches(folder = seedFolderOf(import.meta.url)) {
  return readSeedFile(folder, "branches.json", SeedBranchesFileSchema);
}

/** Seeds the coverage areas and the branches, each when empty; returns whether it seeded anything. */
export async function seedMap(db: Database): Promise<boolean> {
  let hasSeeded = false;
  if ((await db.select({ id: coverageAreas.id }).from(coverageAreas).limit(1)).length === 0) {
    const areas = await loadSeedCoverage();
    await db.insert(coverageAreas).values(areas.map((area, position) => ({ ...area, position })));
    hasSeeded = true;
  }
  if ((await db.select({ id: branches.id }).from(branches).limit(1)).length === 0) {
    const points = await loadSeedBranches();
    await db.insert(branches).values(points.map((point, position) => ({ ...point, position })));
    hasSeeded = true;
  }
  return hasSeeded;
}
