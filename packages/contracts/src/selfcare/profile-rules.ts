import { z } from "zod";
import { encodeIssue, type ValidationIssue } from "../validation/messages";
import { optionalText } from "../validation/rules";

const issue = (key: ValidationIssue["key"]) => encodeIssue({ key });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Khmer letters, signs and digits (U+1780–U+17FF, U+19E0–U+19FF), spaces, and what company names
// carry besides ("ឯ.ក", "(ខេមបូឌា)", "&").
const KHMER_TEXT = /^[\u1780-\u17FF\u19E0-\u19FF\s.,()&0-9-]*$/;
const ADULT_YEARS = 18;
const EARLIEST_BIRTH_DATE = "1900-01-01";

/** A YYYY-MM-DD text that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in Cambodia (UTC+7, no daylight saving), the day appointments and ages count from. */
export function todayInPhnomPenh(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Phnom_Penh" }).format(now);
}

/** The latest birth date of someone who is of age today: the same day, 18 years back. */
function latestAdultBirthDate(): string {
  const [year = "", rest = ""] = todayInPhnomPenh().split(/-(.*)/);
  // 29 February of a leap year: the comparison of texts makes 28 February the last day before.
  return `${Number(year) - ADULT_YEARS}-${rest}`;
}

/** An id chosen from a dictionary; a form sends it as text. Nothing chosen reads "Required field". */
export const dictId = () =>
  z.coerce
    .number({ message: issue("required") })
    .int({ message: issue("required") })
    .positive({ message: issue("required") })
    .max(2_147_483_647, { message: issue("choice") });

/** An optional dictionary id: empty or missing becomes null. */
export const optionalDictId = () =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), dictId().nullable());

/** Text in Khmer script (a name as written in Khmer), optional. */
export const optionalKhmerText = (max: number) =>
  optionalText(max).refine((value) => value === null || KHMER_TEXT.test(value), {
    message: issue("khmerScript"),
  });

/** A birth date: required, real, of an adult, not before 1900. */
export const birthDate = () =>
  z
    .string({ message: issue("required") })
    .trim()
    .min(1, { message: issue("required") })
    .refine(isCalendarDate, { message: issue("date") })
    .refine((value) => value >= EARLIEST_BIRTH_DATE, { message: issue("date") })
    .refine((value) => value <= latestAdultBirthDate(), { message: issue("adult") });

/** A date from today on (an appointment), optional: empty becomes null. */
export const optionalFutureDate = () =>
  optionalText(10)
    .refine((value) => value === null || isCalendarDate(value), { message: issue("date") })
    .refine((value) => value === null || value >= todayInPhnomPenh(), { message: issue("futureDate") });

/** One of `choices`, optional: empty becomes null, anything else reads "choose from the options". */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.enum(choices, { message: issue("choice") }).nullable(),
  );
