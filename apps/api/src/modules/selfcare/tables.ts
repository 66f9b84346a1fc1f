import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Customer records (the CID is the key). Accounts link to one after proving the phone on file; the
 * self-care screens show what hangs off a customer (packages, invoices, orders, tickets).
 * `name` is what the header shows (the consumer's Latin name, or the company name); `phone` is the
 * phone on file that proves a link, which the profile screens never change.
 */
export const customers = pgTable("selfcare_customers", {
  id: text("id").primaryKey(),
  customerType: text("customer_type").$type<"consumer" | "business">().notNull(),
  name: text("name").notNull(),
  /** The name in Khmer script (the consumer's, or the company's registered Khmer name). */
  nameKm: text("name_km"),
  phone: text("phone").notNull(),
  email: text("email"),
  // A consumer's personal data (spec §3 "Consumer info update").
  honorificId: integer("honorific_id"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  genderId: integer("gender_id"),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  nationalityId: integer("nationality_id"),
  identifyNumber: text("identify_number"),
  /** Storage key of the ID card or passport photo. */
  identifyFileKey: text("identify_file_key"),
  identifyFileType: text("identify_file_type"),
  secondaryPhone: text("secondary_phone"),
  dateAppointment: date("date_appointment", { mode: "string" }),
  dateAppointmentSlot: text("date_appointment_slot"),
  requestInstallationDate: date("request_installation_date", { mode: "string" }),
  requestInstallationSlot: text("request_installation_slot"),
  // A business customer's company data (spec §3 "Business info"); the company name is `name`.
  contactName: text("contact_name"),
  contactEmail: text("contact_email"),
  companyPhone: text("company_phone"),
  website: text("website"),
  vatTin: text("vat_tin"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }),
});

/** A customer's installation locations (spec §3 "Location"), the first one the billing address. */
export const customerLocations = pgTable(
  "selfcare_customer_locations",
  {
    id: serial("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    locationTypeId: integer("location_type_id").notNull(),
    locationNameId: integer("location_name_id"),
    locationProjectId: integer("location_project_id"),
    house: text("house"),
    street: text("street"),
    floor: text("floor"),
    room: text("room"),
    provinceCode: text("province_code").notNull(),
    districtCode: text("district_code").notNull(),
    communeCode: text("commune_code").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("selfcare_customer_locations_customer").on(table.customerId)],
);

export type DictionaryList =
  | "gender"
  | "honorific"
  | "nationality"
  | "locationType"
  | "locationName"
  | "locationProject";

/**
 * The fixed lists of spec §7 `dict/...` (except the gazetteer), each entry with its names in the three
 * languages; location names hang off a type and projects off a name (`parentId`).
 */
export const dictionaryEntries = pgTable(
  "selfcare_dictionary_entries",
  {
    list: text("list").$type<DictionaryList>().notNull(),
    id: integer("id").notNull(),
    parentId: integer("parent_id"),
    sortOrder: integer("sort_order").notNull(),
    nameEn: text("name_en").notNull(),
    nameKm: text("name_km").notNull(),
    nameZh: text("name_zh").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.list, table.id] }),
    index("selfcare_dictionary_entries_parent").on(table.list, table.parentId),
  ],
);

/**
 * Cambodia's provinces, districts and communes (NCDD gazetteer 2024-10-14, ODbL): official codes,
 * a unit's parent being its code without the last two digits.
 */
export const adminUnits = pgTable(
  "selfcare_admin_units",
  {
    code: text("code").primaryKey(),
    level: text("level").$type<"province" | "district" | "commune">().notNull(),
    /** The gazetteer's own kind: province, district, municipality, khan, commune, sangkat. */
    type: text("type").notNull(),
    parentCode: text("parent_code"),
    nameKm: text("name_km").notNull(),
    nameLatin: text("name_latin").notNull(),
  },
  (table) => [index("selfcare_admin_units_parent").on(table.parentCode)],
);
