import type { Language } from "@isp/contracts/languages";
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { describeLocations, listLocationRows } from "./describe-customer";
import { findEntries } from "./dictionaries";
import { customers } from "./tables";

export type Customer = typeof customers.$inferSelect;

/** A customer record by its CID. */
export async function findCustomer(
  db: DatabaseOrTransaction,
  customerId: string,
): Promise<Customer | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return customer;
}

/** The bill-to block of an invoice or receipt. */
export type CustomerForDocuments = {
  customerId: string;
  customerType: Customer["customerType"];
  /** Khmer script for km when known (as on the ID card or company registration), else the Latin name. */
  name: string;
  /** The billing address (the first installation location), line by line in the language; may be empty. */
  addressLines: string[];
  phone: string;
  email: string | null;
  /** A business customer's VAT TIN, for tax invoices; null for consumers. */
  vatTin: string | null;
};

/**
 * What invoices, receipts and quotations print about the customer, in the document's language;
 * undefined for an unknown customer. Other modules read the customer through this, never the tables.
 */
export async function describeCustomerForDocuments(
  db: DatabaseOrTransaction,
  customerId: string,
  language: Language,
): Promise<CustomerForDocuments | undefined> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return undefined;
  const [billingLocation] = await listLocationRows(db, customerId);
  const entries = await findEntries(db, ["locationType", "locationName", "locationProject"]);
  const [address] = billingLocation ? await describeLocations(db, [billingLocation], entries, language) : [];
  const isBusiness = customer.customerType === "business";
  return {
    customerId: customer.id,
    customerType: customer.customerType,
    name: language === "km" && customer.nameKm ? customer.nameKm : customer.name,
    addressLines: address?.addressLines ?? [],
    phone: (isBusiness ? customer.companyPhone : null) ?? customer.phone,
    email: isBusiness ? (customer.email ?? customer.contactEmail) : customer.email,
    vatTin: isBusiness ? customer.vatTin : null,
  };
}

/** One of the customer's installation locations (where an order installs), or undefined if not theirs. */
export async function findCustomerLocation(
  db: DatabaseOrTransaction,
  customerId: string,
  locationId: number,
) {
  const rows = await listLocationRows(db, customerId);
  const row = rows.find((location) => location.id === locationId);
  return (
    row && { id: row.id, communeCode: row.communeCode, latitude: row.latitude, longitude: row.longitude }
  );
}

/**
 * A new customer record for someone ordering online: consumer CIDs count on from 100000, business
 * ones from 200000 (as the seeded ones). The phone given becomes the phone on file.
 */
export async function createCustomer(
  db: DatabaseOrTransaction,
  fields: {
    customerType: Customer["customerType"];
    firstName?: string | undefined;
    lastName?: string | undefined;
    companyName?: string | undefined;
    phone: string;
    email: string | null;
  },
): Promise<string> {
  const first = fields.customerType === "consumer" ? 100_000 : 200_000;
  const [last] = await db
    .select({ id: sql<number>`max(${customers.id}::int)` })
    .from(customers)
    .where(sql`${customers.id} ~ '^[0-9]+$' and ${customers.id}::int between ${first} and ${first + 99_999}`);
  const id = String(Math.max(first, Number(last?.id ?? 0)) + 1);
  const name =
    fields.customerType === "consumer"
      ? `${fields.firstName ?? ""} ${fields.lastName ?? ""}`.trim()
      : (fields.companyName ?? "");
  await db.insert(customers).values({
    id,
    customerType: fields.customerType,
    name,
    phone: fields.phone,
    email: fields.email,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    contactName: null,
  });
  return id;
}
