import type { LinkedCustomer } from "@isp/contracts/selfcare/get-profile";
import { describe, expect, it } from "vitest";
import { isIdentified } from "./identification";

const personal = {
  honorific: null,
  firstName: "Dara",
  lastName: "Sok",
  nameKm: null,
  gender: null,
  dob: "1990-04-15",
  nationality: null,
  identify: "010245678",
  hasIdentifyPhoto: true,
  secondaryPhone: null,
  email: null,
  dateAppointment: null,
  dateAppointmentSlot: null,
  requestInstallationDate: null,
  requestInstallationSlot: null,
};
const company = {
  companyName: "Mekong Riverside Trading Co., Ltd.",
  companyNameKm: null,
  contactName: "Lim Chanthou",
  contactEmail: "chanthou.lim@mekong-riverside.example",
  companyEmail: null,
  companyPhone: "+85523999001",
  secondaryPhone: null,
  website: null,
  vatTin: null,
};
const customer = (fields: Partial<LinkedCustomer>): LinkedCustomer => ({
  customerId: "100245",
  customerType: "consumer",
  name: "Sok Dara",
  nameKm: null,
  phone: "+85512345678",
  email: null,
  personal: null,
  company: null,
  locations: [],
  ...fields,
});

describe("isIdentified", () => {
  it("asks a consumer for their details and the ID or passport photo", () => {
    expect(isIdentified(customer({ personal }))).toBe(true);
    expect(isIdentified(customer({ personal: { ...personal, hasIdentifyPhoto: false } }))).toBe(false);
    expect(isIdentified(customer({ personal: { ...personal, identify: null } }))).toBe(false);
  });

  it("asks a business for its company information", () => {
    expect(isIdentified(customer({ customerType: "business", company }))).toBe(true);
    expect(
      isIdentified(customer({ customerType: "business", company: { ...company, contactEmail: null } })),
    ).toBe(false);
  });

  it("is not done without a customer record", () => {
    expect(isIdentified(null)).toBe(false);
    expect(isIdentified(customer({}))).toBe(false);
  });
});
