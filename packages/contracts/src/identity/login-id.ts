import { z } from "zod";
import { encodeIssue } from "../validation/messages";
import { isEmail, normalizePhone } from "../validation/rules";

// A Cambodian mobile number in international form: +855, a first digit 1-9, then 7 or 8 digits.
const CAMBODIAN_MOBILE = /^\+855[1-9]\d{7,8}$/;

export type LoginId = { kind: "email"; value: string } | { kind: "phone"; value: string };

/**
 * What a person signs in with: an e-mail address (lower-cased) or a Cambodian mobile number as
 * typed in Cambodia (012 345 678, +855 12 345 678), brought to its international form.
 */
export function parseLoginId(input: string): LoginId | null {
  const value = input.trim();
  if (value.includes("@")) return isEmail(value) ? { kind: "email", value: value.toLowerCase() } : null;
  const phone = normalizePhone(value);
  return CAMBODIAN_MOBILE.test(phone) ? { kind: "phone", value: phone } : null;
}

/** The login field of the sign-in, registration and password-reset forms: its normalised value. */
export const loginId = () =>
  z
    .string({ message: encodeIssue({ key: "required" }) })
    .trim()
    .min(1, { message: encodeIssue({ key: "required" }) })
    .max(254, { message: encodeIssue({ key: "login" }) })
    .refine((value) => parseLoginId(value) !== null, { message: encodeIssue({ key: "login" }) })
    .transform((value) => (parseLoginId(value) as LoginId).value);
