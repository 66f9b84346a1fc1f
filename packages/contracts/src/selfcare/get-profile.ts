import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { DictItemSchema } from "./dictionaries";

export const CustomerTypeSchema = z.enum(["consumer", "business"]);

/** A gazetteer unit as the profile shows it: its code and its name in the caller's language. */
const AdminUnitRefSchema = z.object({ id: z.string(), name: z.string() });

/** Spec §3 "Profile" for a consumer: title, names, birth date, nationality, ID and its photo. */
export const PersonalDataSchema = z.object({
  honorific: DictItemSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The name in Khmer script. */
  nameKm: z.string().nullable(),
  gender: DictItemSchema.nullable(),
  dob: z.string().nullable(),
  nationality: DictItemSchema.nullable(),
  /** ID card or passport number. */
  identify: z.string().nullable(),
  /** Whether a photo of the ID or passport is on file (the photo itself is not sent back). */
  hasIdentifyPhoto: z.boolean(),
  secondaryPhone: z.string().nullable(),
  email: z.string().nullable(),
  dateAppointment: z.string().nullable(),
  dateAppointmentSlot: z.string().nullable(),
  requestInstallationDate: z.string().nullable(),
  requestInstallationSlot: z.string().nullable(),
});
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** Spec §3 "Business info", plus the company's name in Khmer and its VAT number (for invoices). */
export const CompanyDataSchema = z.object({
  companyName: z.string(),
  companyNameKm: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  companyEmail: z.string().nullable(),
  companyPhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  website: z.string().nullable(),
  vatTin: z.string().nullable(),
});
export type CompanyData = z.infer<typeof CompanyDataSchema>;

/** Spec §3 "Location": an installation address with its dictionary choices and GPS coordinate. */
export const CustomerLocationSchema = z.object({
  id: z.number().int(),
  locationType: DictItemSchema,
  locationName: DictItemSchema.nullable(),
  locationProject: DictItemSchema.nullable(),
  house: z.string().nullable(),
  street: z.string().nullable(),
  floor: z.string().nullable(),
  room: z.string().nullable(),
  province: AdminUnitRefSchema,
  district: AdminUnitRefSchema,
  commune: AdminUnitRefSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The address as it is written on an envelope in the caller's language, line by line. */
  addressLines: z.array(z.string()),
});
export type CustomerLocation = z.infer<typeof CustomerLocationSchema>;

export const LinkedCustomerSchema = z.object({
  customerId: z.string(),
  customerType: CustomerTypeSchema,
  /** The name the header shows: the consumer's name in Latin script, or the company name. */
  name: z.string(),
  /** The name in Khmer script, when known. */
  nameKm: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  /** A consumer's personal data; null for a business customer. */
  personal: PersonalDataSchema.nullable(),
  /** A business customer's company data; null for a consumer. */
  company: CompanyDataSchema.nullable(),
  locations: z.array(CustomerLocationSchema),
});
export type LinkedCustomer = z.infer<typeof LinkedCustomerSchema>;

/** The signed-in person: their account, and the customer record it is linked to (if any). */
export const ProfileSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  customer: LinkedCustomerSchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Spec §7 `GET profile` (sc-api): needs a bearer token; 401 without a valid one. */
export const GetProfileCall = defineCall({
  method: "GET",
  service: "sc-api",
  path: "profile",
  tag: "selfcare",
  summary: "The signed-in customer's profile (bearer token)",
  responses: { 200: z.object({ data: ProfileSchema }), 401: ErrorResponseSchema },
});
