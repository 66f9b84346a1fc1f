import type { CoverageGeometry } from "@isp/contracts/map/list-coverage";
import { doublePrecision, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Translations } from "../../i18n/translations";

/**
 * Areas the network reaches: GeoJSON polygons or multipolygons, [longitude, latitude], and the districts
 * (gazetteer codes: districts, khans, municipalities) whose every commune it serves, for a check by address.
 */
export const coverageAreas = pgTable("map_coverage_areas", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
  districts: text("districts").array().notNull(),
  geometry: jsonb("geometry").$type<CoverageGeometry>().notNull(),
});

/** The provider's branches (spec §7 `Map/branch_points`). */
export const branches = pgTable("map_branches", {
  id: integer("id").primaryKey(),
  position: integer("position").notNull(),
  name: jsonb("name").$type<Translations<string>>().notNull(),
  address: jsonb("address").$type<Translations<string>>().notNull(),
  openingHours: jsonb("opening_hours").$type<Translations<string>>().notNull(),
  phones: text("phones").array().notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});
