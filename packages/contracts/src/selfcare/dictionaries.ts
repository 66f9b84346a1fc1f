import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";

// The nine dictionary calls of spec §7 share their shapes, so they live together (one family, one
// file) rather than in nine files of three lines each.

/** An entry of a fixed list (gender, honorific, nationality, location type, name, project). */
export const DictItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type DictItem = z.infer<typeof DictItemSchema>;

/**
 * A province, district (or krong, khan) or commune (or sangkat) of the NCDD gazetteer. `id` is its
 * official code as text (`12` Phnom Penh, `1201` Chamkar Mon); `name` is Khmer for km, Latin otherwise.
 */
export const AdminUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameKm: z.string(),
  nameLatin: z.string(),
  /** The unit's kind in the gazetteer: province, district, municipality, khan, commune, sangkat. */
  type: z.string(),
});
export type AdminUnit = z.infer<typeof AdminUnitSchema>;

const DictListResponseSchema = z.object({ data: z.array(DictItemSchema) });
export type DictListResponse = z.infer<typeof DictListResponseSchema>;
const AdminUnitListResponseSchema = z.object({ data: z.array(AdminUnitSchema) });
export type AdminUnitListResponse = z.infer<typeof AdminUnitListResponseSchema>;

const NumericIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
// Gazetteer codes: two digits per level.
const ProvinceParamsSchema = z.object({ id: z.string().regex(/^\d{2}$/) });
const DistrictParamsSchema = z.object({ id: z.string().regex(/^\d{4}$/) });

const listCall = (path: string, summary: string) =>
  defineCall({
    method: "GET",
    service: "sc-api",
    path,
    tag: "selfcare",
    summary,
    responses: { 200: DictListResponseSchema },
  });

export const ListGendersCall = listCall("dict/genders/DictList", "Genders (spec §3: Male 1, Female 2)");
export const ListHonorificsCall = listCall("dict/honorifics/DictList", "Honorifics (titles)");
export const ListNationalitiesCall = listCall("dict/nationalities/DictList", "Nationalities");
export const ListLocationTypesCall = listCall(
  "dict/LocationTypes/DictList",
  "Property location types: Borey, Apartment & Condo, Other",
);

export const ListLocationNamesCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "dict/LocationTypes/:id/LocationNames/DictList",
  tag: "selfcare",
  summary:
    "The location names (boreys, condominiums, kinds of property) of a location type; 404 for an unknown type",
  params: NumericIdParamsSchema,
  responses: { 200: DictListResponseSchema, 404: ErrorResponseSchema },
});

export const ListLocationProjectsCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "dict/LocationNames/:id/LocationProjects/DictList",
  tag: "selfcare",
  summary: "The projects (phases, towers) of a location name; 404 for an unknown name",
  params: NumericIdParamsSchema,
  responses: { 200: DictListResponseSchema, 404: ErrorResponseSchema },
});

export const ListProvincesCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "dict/Provinces/DictList",
  tag: "selfcare",
  summary: "Cambodia's 25 provinces (NCDD gazetteer), Khmer names for km, Latin for en and zh",
  responses: { 200: AdminUnitListResponseSchema },
});

export const ListDistrictsCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "dict/Provinces/:id/Districts/DictList",
  tag: "selfcare",
  summary: "The districts, krongs and khans of a province (by its code); 404 for an unknown province",
  params: ProvinceParamsSchema,
  responses: { 200: AdminUnitListResponseSchema, 404: ErrorResponseSchema },
});

export const ListCommunesCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "dict/Districts/:id/Communes/DictList",
  tag: "selfcare",
  summary: "The communes and sangkats of a district (by its code); 404 for an unknown district",
  params: DistrictParamsSchema,
  responses: { 200: AdminUnitListResponseSchema, 404: ErrorResponseSchema },
});
