import { z } from "zod";
import type { Database } from "../../../db/client";
import { readSeedFile, seedFolderOf } from "../../../db/seed-files";
import { customerLocations, customers } from "../tables";

const text = z.string().min(1);
const optional = text.nullable().optional();

const SeedLocationSchema = z.strictObject({
  locationTypeId: z.number().int(),
  locationNameId: z.number().int().nullable().optional(),
  locationProjectId: z.number().int().nullable().optional(),
  house: optional,
  street: optional,
  floor: optional,
  room: optional,
  provinceCode: z.string().regex(/^\d{2}$/),
  districtCode: z.string().regex(/^\d{4}$/),
  communeCode: z.string().regex(/^\d{6}$/),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});

const phone = z.string().regex(/^\+[1-9]\d{3,14}$/);

const SeedCustomersFileSchema = z.array(
  z.strictObject({
    id: z.string().regex(/^\d{1,20}$/),
    customerType: z.enum(["consumer", "business"]),
    name: text,
    nameKm: optional,
    phone,
    email: z.email().nullable(),
    personal: z
      .strictObject({
        honorificId: z.number().int(),
        firstName: text,
        lastName: text,
        genderId: z.number().int(),
        dateOfBirth: z.iso.date(),
        nationalityId: z.number().int(),
        identifyNumber: text,
        secondaryPhone: phone.nullable(),
      })
      .optional(),
    company: z
      .strictObject({
        contactName: text,
        contactEmail: z.email(),
        companyPhone: phone,
        secondaryPhone: phone.nullable(),
        website: z.url().nullable(),
        vatTin: z.string().regex(/^[A-Z]\d{3}-\d{9}$/),
      })
      .optional(),
    locations: z.array(SeedLocationSchema).default([]),
  }),
);

/** Demo customer records (customers.json), for the demo accounts and the customer-link flow. */
export async function seedDemoCustomers(db: Database): Promise<boolean> {
  const existing = await db.select({ id: customers.id }).from(customers).limit(1);
  if (existing.length > 0) return false;
  const seeds = await readSeedFile(seedFolderOf(import.meta.url), "customers.json", SeedCustomersFileSchema);
  await db.transaction(async (tx) => {
    await tx.insert(customers).values(
      seeds.map(({ locations: _locations, personal, company, ...customer }) => ({
        ...customer,
        ...personal,
        ...company,
      })),
    );
    const locations = seeds.flatMap(({ id, locations }) =>
      locations.map((location) => ({ ...location, customerId: id })),
    );
    if (locations.length > 0) await tx.insert(customerLocations).values(locations);
  });
  return true;
}
