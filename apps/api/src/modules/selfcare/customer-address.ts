import type { Language } from "@isp/contracts/languages";

type Unit = { code: string; type: string; nameKm: string; nameLatin: string };

// Phnom Penh is the capital (រាជធានី), every other province a ខេត្ត.
const CAPITAL_CODE = "12";

const KHMER_PREFIX: Record<string, string> = {
  province: "ខេត្ត",
  district: "ស្រុក",
  municipality: "ក្រុង",
  khan: "ខណ្ឌ",
  commune: "ឃុំ",
  sangkat: "សង្កាត់",
};

/** A unit as an address names it: "Sangkat Tonle Basak", "Kandal Stueng District"; in Khmer "សង្កាត់ទន្លេបាសាក់". */
function unitLabel(unit: Unit, language: Language): string {
  if (language === "km") {
    const prefix = unit.code === CAPITAL_CODE ? "រាជធានី" : (KHMER_PREFIX[unit.type] ?? "");
    return `${prefix}${unit.nameKm}`;
  }
  const name = unit.nameLatin;
  switch (unit.type) {
    case "province":
      return unit.code === CAPITAL_CODE ? name : `${name} Province`;
    case "municipality":
      return `Krong ${name}`;
    case "khan":
      return `Khan ${name}`;
    case "sangkat":
      return `Sangkat ${name}`;
    case "district":
      return `${name} District`;
    default:
      return `${name} Commune`;
  }
}

export type AddressParts = {
  house: string | null;
  street: string | null;
  floor: string | null;
  room: string | null;
  /** The borey or building and its project, as the language names them. */
  placeNames: string[];
  commune: Unit;
  district: Unit;
  province: Unit;
};

/**
 * An installation address line by line, as Cambodian post is written: house and street, then the
 * borey or building, then commune, district and province. Khmer writes the units without commas.
 */
export function formatAddressLines(parts: AddressParts, language: Language): string[] {
  const isKhmer = language === "km";
  const labelled = (value: string | null, en: string, km: string) =>
    value ? (isKhmer ? `${km} ${value}` : `${en} ${value}`) : null;
  const street = [
    labelled(parts.house, "No.", "ផ្ទះលេខ"),
    parts.street,
    labelled(parts.floor, "Floor", "ជាន់ទី"),
    labelled(parts.room, "Room", "បន្ទប់លេខ"),
  ].filter((part): part is string => Boolean(part));
  const units = [parts.commune, parts.district, parts.province].map((unit) => unitLabel(unit, language));
  return [
    street.join(isKhmer ? " " : ", "),
    parts.placeNames.join(isKhmer ? " " : ", "),
    units.join(isKhmer ? " " : ", "),
  ].filter((line) => line !== "");
}
