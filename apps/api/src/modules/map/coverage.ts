import type { Language } from "@isp/contracts/languages";
import type { BranchPoint } from "@isp/contracts/map/list-branch-points";
import type { Coverage } from "@isp/contracts/map/list-coverage";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { CoverageIndex } from "./coverage-index";
import { branches, coverageAreas } from "./tables";

type AreaRow = typeof coverageAreas.$inferSelect;

function namedArea(row: AreaRow | undefined, language: Language) {
  return row ? { id: row.id, name: pickText(row.name, language) ?? row.id } : null;
}

/**
 * The coverage areas, read once and kept with their index: they change only with a deployment of new
 * seed data or a migration, both of which restart the process.
 */
export class CoverageAreas {
  private loaded: Promise<{ rows: AreaRow[]; index: CoverageIndex }> | null = null;

  constructor(private readonly db: Database) {}

  private load() {
    this.loaded ??= this.db
      .select()
      .from(coverageAreas)
      .orderBy(asc(coverageAreas.position))
      .then((rows) => ({ rows, index: new CoverageIndex(rows) }));
    return this.loaded;
  }

  async asGeoJson(language: Language): Promise<Coverage> {
    const { rows } = await this.load();
    return {
      type: "FeatureCollection",
      features: rows.map((row) => ({
        type: "Feature",
        id: row.id,
        properties: { name: pickText(row.name, language) ?? row.id },
        geometry: row.geometry,
      })),
    };
  }

  /** The area holding a point, named in the language, or null where the network does not reach. */
  async areaAt(latitude: number, longitude: number, language: Language) {
    const { rows, index } = await this.load();
    const id = index.areaAt(longitude, latitude);
    return namedArea(
      rows.find((area) => area.id === id),
      language,
    );
  }

  /** The area serving a commune (its district's code is the first four digits of its own), or null. */
  async areaOfCommune(communeCode: string, language: Language) {
    const { rows } = await this.load();
    const district = communeCode.slice(0, 4);
    return namedArea(
      rows.find((area) => area.districts.includes(district)),
      language,
    );
  }
}

const areasByDatabase = new WeakMap<Database, CoverageAreas>();

/** The coverage areas of a database, loaded once and shared by the map calls and other modules. */
export function coverageAreasOf(db: Database): CoverageAreas {
  let areas = areasByDatabase.get(db);
  if (!areas) {
    areas = new CoverageAreas(db);
    areasByDatabase.set(db, areas);
  }
  return areas;
}

/**
 * The area serving an address: by its position when known, else by its commune; null where the
 * network does not reach. Other modules (ordering) check coverage through this.
 */
export async function findServingArea(
  db: Database,
  place: { communeCode: string; latitude: number | null; longitude: number | null },
  language: Language,
) {
  const areas = coverageAreasOf(db);
  if (place.latitude !== null && place.longitude !== null) {
    return areas.areaAt(place.latitude, place.longitude, language);
  }
  return areas.areaOfCommune(place.communeCode, language);
}

export async function listBranchPoints(db: Database, language: Language): Promise<BranchPoint[]> {
  const rows = await db.select().from(branches).orderBy(asc(branches.position));
  return rows.map((row) => ({
    id: row.id,
    name: pickText(row.name, language) ?? "",
    address: pickText(row.address, language) ?? "",
    openingHours: pickText(row.openingHours, language) ?? "",
    phones: row.phones,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}
