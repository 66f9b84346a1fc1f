import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";
import { maxValue, minValue, optionalText } from "../validation/rules";
import { ProfileSchema } from "./get-profile";
import { dictId, optionalDictId } from "./profile-rules";

const required = { message: encodeIssue({ key: "required" }) };

// Cambodia lies within these bounds (with a margin for its islands); a point outside is a typo.
export const CAMBODIA_BOUNDS = { minLatitude: 9.5, maxLatitude: 14.8, minLongitude: 102, maxLongitude: 108 };

const coordinate = (min: number, max: number) =>
  z
    .number({ message: encodeIssue({ key: "invalid" }) })
    .min(min, minValue(min))
    .max(max, maxValue(max))
    .nullish()
    .transform((value) => value ?? null);

/** A gazetteer code of one level (two digits per level); nothing chosen reads "Required field". */
const unitCode = (digits: number) =>
  z
    .string(required)
    .min(1, required)
    .regex(new RegExp(`^\\d{${digits}}$`), { message: encodeIssue({ key: "choice" }) });

/**
 * Spec §3 "Location". The location name and project must belong to the type and name chosen, and the
 * commune to the district and the district to the province (checked against the dictionaries).
 * With `id`, the customer's own location of that id is changed; without, a location is added.
 */
export const LocationFieldsSchema = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    locationTypeId: dictId(),
    locationNameId: optionalDictId(),
    locationProjectId: optionalDictId(),
    house: optionalText(20),
    street: optionalText(100),
    floor: optionalText(3).refine((value) => value === null || /^\d+$/.test(value), {
      message: encodeIssue({ key: "digitsOnly" }),
    }),
    room: optionalText(10),
    provinceCode: unitCode(2),
    districtCode: unitCode(4),
    communeCode: unitCode(6),
    latitude: coordinate(CAMBODIA_BOUNDS.minLatitude, CAMBODIA_BOUNDS.maxLatitude),
    longitude: coordinate(CAMBODIA_BOUNDS.minLongitude, CAMBODIA_BOUNDS.maxLongitude),
  })
  .refine((location) => (location.latitude === null) === (location.longitude === null), {
    path: ["longitude"],
    message: encodeIssue({ key: "required" }),
  });
export type LocationFields = z.infer<typeof LocationFieldsSchema>;
export type LocationInput = z.input<typeof LocationFieldsSchema>;

/**
 * Spec §7 `PUT personal/profile/location` (sc-api): adds an installation location, or changes one of
 * the caller's own (404 for any other id). Open to consumers and business customers alike.
 */
export const SaveLocationCall = defineCall({
  method: "PUT",
  service: "sc-api",
  path: "personal/profile/location",
  tag: "selfcare",
  summary: "Add an installation location (or change one of the caller's own, by id)",
  body: LocationFieldsSchema,
  responses: {
    200: z.object({ data: ProfileSchema }),
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
});
