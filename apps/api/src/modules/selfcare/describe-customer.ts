import type { Language } from "@isp/contracts/languages";
import type { CustomerLocation, LinkedCustomer } from "@isp/contracts/selfcare/get-profile";
import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { formatAddressLines } from "./customer-address";
import { entryName, findAdminUnits, findEntries, unitName } from "./dictionaries";
import { customerLocations, type customers, type DictionaryList } from "./tables";

type CustomerRow = typeof customers.$inferSelect;
type LocationRow = typeof customerLocations.$inferSelect;
type Entries = Awaited<ReturnType<typeof findEntries>>;

/** The "Other" location type: its names are kinds of property (villa, shophouse), not addresses. */
const OTHER_LOCATION_TYPE = 3;

const PROFILE_LISTS: DictionaryList[] = [
  "gender",
  "honorific",
  "nationality",
  "locationType",
  "locationName",
  "locationProject",
];

function dictRef(entries: Entries, list: DictionaryList, id: number | null, language: Language) {
  const entry = id === null ? undefined : entries.get(`${list}:${id}`);
  return entry ? { id: entry.id, name: entryName(entry, language) } : null;
}

/** A customer's installation locations, oldest first (the first is the billing address). */
export async function listLocationRows(db: DatabaseOrTransaction, customerId: string) {
  return db
    .select()
    .from(customerLocations)
    .where(eq(customerLocations.customerId, customerId))
    .orderBy(asc(customerLocations.id));
}

/** Locations with their dictionary and gazetteer names, and the address in the language. */
export async function describeLocations(
  db: DatabaseOrTransaction,
  rows: LocationRow[],
  entries: Entries,
  language: Language,
): Promise<CustomerLocation[]> {
  const units = await findAdminUnits(
    db,
    rows.flatMap((row) => [row.provinceCode, row.districtCode, row.communeCode]),
  );
  return rows.flatMap((row) => {
    const [province, district, commune] = [row.provinceCode, row.districtCode, row.communeCode].map((code) =>
      units.get(code),
    );
    const locationType = dictRef(entries, "locationType", row.locationTypeId, language);
    // Locations are checked against the dictionaries when saved; a unit gone from them is skipped.
    if (!province || !district || !commune || !locationType) return [];
    const locationName = dictRef(entries, "locationName", row.locationNameId, language);
    const locationProject = dictRef(entries, "locationProject", row.locationProjectId, language);
    const unitRef = (unit: typeof province) => ({ id: unit.code, name: unitName(unit, language) });
    return [
      {
        id: row.id,
        locationType,
        locationName,
        locationProject,
        house: row.house,
        street: row.street,
        floor: row.floor,
        room: row.room,
        province: unitRef(province),
        district: unitRef(district),
        commune: unitRef(commune),
        latitude: row.latitude,
        longitude: row.longitude,
        addressLines: formatAddressLines(
          {
            ...row,
            placeNames:
              row.locationTypeId === OTHER_LOCATION_TYPE
                ? []
                : [locationName, locationProject].flatMap((ref) => (ref ? [ref.name] : [])),
            province,
            district,
            commune,
          },
          language,
        ),
      },
    ];
  });
}

/** The customer as the profile shows it to its owner, names in the caller's language. */
export async function describeLinkedCustomer(
  db: DatabaseOrTransaction,
  customer: CustomerRow,
  language: Language,
): Promise<LinkedCustomer> {
  const entries = await findEntries(db, PROFILE_LISTS);
  const locations = await describeLocations(db, await listLocationRows(db, customer.id), entries, language);
  const isConsumer = customer.customerType === "consumer";
  return {
    customerId: customer.id,
    customerType: customer.customerType,
    name: customer.name,
    nameKm: customer.nameKm,
    phone: customer.phone,
    email: customer.email,
    personal: isConsumer
      ? {
          honorific: dictRef(entries, "honorific", customer.honorificId, language),
          firstName: customer.firstName,
          lastName: customer.lastName,
          nameKm: customer.nameKm,
          gender: dictRef(entries, "gender", customer.genderId, language),
          dob: customer.dateOfBirth,
          nationality: dictRef(entries, "nationality", customer.nationalityId, language),
          identify: customer.identifyNumber,
          hasIdentifyPhoto: customer.identifyFileKey !== null,
          secondaryPhone: customer.secondaryPhone,
          email: customer.email,
          dateAppointment: customer.dateAppointment,
          dateAppointmentSlot: customer.dateAppointmentSlot,
          requestInstallationDate: customer.requestInstallationDate,
          requestInstallationSlot: customer.requestInstallationSlot,
        }
      : null,
    company: isConsumer
      ? null
      : {
          companyName: customer.name,
          companyNameKm: customer.nameKm,
          contactName: customer.contactName,
          contactEmail: customer.contactEmail,
          companyEmail: customer.email,
          companyPhone: customer.companyPhone,
          secondaryPhone: customer.secondaryPhone,
          website: customer.website,
          vatTin: customer.vatTin,
        },
    locations,
  };
}
