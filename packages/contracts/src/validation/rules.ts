import { z } from "zod";
import { encodeIssue, type ValidationIssue } from "./messages";

/**
 * The rules of spec §5 as zod schemas whose messages are issue keys (see messages.ts). The same
 * schemas check the browser forms and the API.
 */
const issue = (key: ValidationIssue["key"], param?: number) =>
  encodeIssue(param === undefined ? { key } : { key, param });

// The spec words the length and value limits as strict ("greater than {0}") while the rules are
// inclusive, so the number shown is one past the limit: "at least 2" reads "greater than 1".
export const minLength = (min: number) => ({ message: issue("minLength", min - 1) });
export const maxLength = (max: number) => ({ message: issue("maxLength", max + 1) });
export const minValue = (min: number) => ({ message: issue("minValue", min - 1) });
export const maxValue = (max: number) => ({ message: issue("maxValue", max + 1) });

const LATIN_LETTERS = /^[A-Za-z\s'-]*$/;
const DIGITS = /^\d*$/;
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]*$/;
// One address, no spaces, a dot in the domain: what mail servers accept in practice.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Spec §5: a plus sign, a first digit 1-9, then 3 to 14 digits (E.164 allows at most 15 in all).
const PHONE = /^\+[1-9]\d{3,14}$/;
// The spec's website pattern had a faulty length condition; the limit is on the whole address.
const WEBSITE =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{2,5})?([/?#][^\s]*)?$/i;
export const WEBSITE_MAX_LENGTH = 253;
// At least one upper- and one lowercase letter, one digit and one character that is neither.
const PASSWORD = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,128}$/;
export const PASSWORD_MIN_LENGTH = 8;

/** A text the user must fill in, trimmed, at most `max` characters. */
export const requiredText = (max = 100) =>
  z
    .string({ message: issue("required") })
    .trim()
    .min(1, { message: issue("required") })
    .max(max, maxLength(max));

/** A text the user may leave empty; empty (or missing) becomes null. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .nullish()
    .transform((value) => (value ? value : null));

export const lettersOnly = (schema: z.ZodString) =>
  schema.regex(LATIN_LETTERS, { message: issue("lettersOnly") });
export const digitsOnly = (schema: z.ZodString) => schema.regex(DIGITS, { message: issue("digitsOnly") });
export const lettersAndDigits = (schema: z.ZodString) =>
  schema.regex(LETTERS_AND_DIGITS, { message: issue("lettersAndDigits") });

export const isEmail = (value: string) => EMAIL.test(value) && value.length <= 254;

/** A required e-mail address. */
export const requiredEmail = () =>
  requiredText(254)
    .refine(isEmail, { message: issue("email") })
    .transform((value) => value.toLowerCase());

/** Spec §5 "email (empty allowed)": an address or nothing; empty becomes null (spec §3, enquiry). */
export const optionalEmail = () =>
  optionalText(254).refine((value) => value === null || isEmail(value), { message: issue("email") });

/**
 * Brings what people type in Cambodia to the spec's international form: spaces, dots, dashes and
 * brackets go; 00 becomes +; a national number (leading 0) or a bare 855 gets the +855 country code.
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s.\-()]/g, "");
  if (compact.startsWith("+")) return compact;
  if (compact.startsWith("00")) return `+${compact.slice(2)}`;
  if (compact.startsWith("855")) return `+${compact}`;
  if (compact.startsWith("0")) return `+855${compact.slice(1)}`;
  return compact;
}

export const isPhone = (value: string) => PHONE.test(normalizePhone(value));

/** A required phone number, answered in the international form. */
export const requiredPhone = () =>
  requiredText(32)
    .refine(isPhone, { message: issue("phone") })
    .transform(normalizePhone);

/** Spec §5 "phone (empty allowed)". */
export const optionalPhone = () =>
  optionalText(32)
    .refine((value) => value === null || isPhone(value), { message: issue("phone") })
    .transform((value) => (value === null ? null : normalizePhone(value)));

/** A 6-digit confirmation code (spec §9), spaces typed between digits ignored. */
export const confirmationCode = () =>
  z
    .string({ message: issue("code") })
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => /^\d{6}$/.test(value), { message: issue("code") });

export const isWebsite = (value: string) => value.length <= WEBSITE_MAX_LENGTH && WEBSITE.test(value);

export const optionalWebsite = () =>
  optionalText(WEBSITE_MAX_LENGTH).refine((value) => value === null || WEBSITE.test(value), {
    message: issue("website"),
  });

export const isStrongPassword = (value: string) => PASSWORD.test(value);

export const newPassword = () =>
  z
    .string({ message: issue("required") })
    .min(1, { message: issue("required") })
    .refine(isStrongPassword, { message: issue("password") });

/** A password and its confirmation; a mismatch is reported on the confirmation field. */
export const passwordWithConfirmation = () =>
  z
    .object({ password: newPassword(), confirmPassword: z.string({ message: issue("required") }) })
    .refine((value) => value.password === value.confirmPassword, {
      message: issue("passwordMatch"),
      path: ["confirmPassword"],
    });

/** A whole number between min and max; empty is "required" (spec §5: value rules need a value). */
export const requiredInteger = (min: number, max: number) =>
  z.preprocess(
    // Form data sends numbers as text; a form's own state may hold the number.
    (value: number | string | null | undefined) =>
      typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value,
    z
      .number({ message: issue("required") })
      .int({ message: issue("digitsOnly") })
      .min(min, minValue(min))
      .max(max, maxValue(max)),
  );

/** A customer id (CID) as a payer types it: digits only, as the billing system numbers customers. */
export const customerIdField = () =>
  z
    .string({ message: issue("cid") })
    .trim()
    .regex(/^\d{1,20}$/, { message: issue("cid") });

/**
 * An amount of US dollars the payer types: a number (never text, so the server reads exactly what the
 * form held) with whole cents, from `min` to `max` inclusive.
 */
export const dollarAmount = (min: number, max: number) =>
  z
    .number({ message: issue("required") })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: issue("cents") })
    .refine((value) => value >= min, { message: issue("minAmount", min) })
    .refine((value) => value <= max, { message: issue("maxAmount", max) });

/** The ALTCHA payload every captcha-protected form sends (spec §3 `captchaResponse`). */
export const captchaResponse = () =>
  z
    .string({ message: issue("captcha") })
    .min(1, { message: issue("captcha") })
    .max(8000, { message: issue("captcha") });
