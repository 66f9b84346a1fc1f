import { z } from "zod";
import { confirmationCode } from "../validation/rules";

/** A code typed by the person, for the verification it was sent for. */
export const CodeEntrySchema = z.object({
  verificationId: z.string().min(1).max(64),
  code: confirmationCode(),
});
export type CodeEntry = z.input<typeof CodeEntrySchema>;

/** Constants of the confirmation codes (spec §9: 6 digits). */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
