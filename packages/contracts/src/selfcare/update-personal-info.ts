import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";
import {
  lettersAndDigits,
  lettersOnly,
  optionalEmail,
  optionalPhone,
  requiredText,
} from "../validation/rules";
import { ProfileSchema } from "./get-profile";
import { birthDate, dictId, optionalChoice, optionalFutureDate, optionalKhmerText } from "./profile-rules";

/** Appointment and installation time slots a field engineer can be booked for (Cambodia time). */
export const TIME_SLOTS = ["08:00-10:00", "10:00-12:00", "13:00-15:00", "15:00-17:00"] as const;

/**
 * Spec §3 "Consumer info update", the text fields. `nameKm` (the name in Khmer script, as on the
 * national ID card) is ours: invoices in Khmer are addressed with it.
 */
export const PersonalInfoFieldsSchema = z.object({
  honorificId: dictId(),
  nationalityId: dictId(),
  genderId: dictId(),
  firstName: lettersOnly(requiredText(50)),
  lastName: lettersOnly(requiredText(50)),
  nameKm: optionalKhmerText(100),
  identify: lettersAndDigits(requiredText(20)),
  dob: birthDate(),
  secondaryPhone: optionalPhone(),
  email: optionalEmail(),
  dateAppointment: optionalFutureDate(),
  dateAppointmentSlot: optionalChoice(TIME_SLOTS),
  requestInstallationDate: optionalFutureDate(),
  requestInstallationSlot: optionalChoice(TIME_SLOTS),
});
export type PersonalInfoFields = z.infer<typeof PersonalInfoFieldsSchema>;

export const IDENTIFY_FILE_FIELD = "identifyFile";
export const IDENTIFY_FILE_MAX_MEGABYTES = 5;
export const IDENTIFY_FILE_MAX_BYTES = IDENTIFY_FILE_MAX_MEGABYTES * 1024 * 1024;
/** What the ID or passport photo may be, told by its bytes: a photo, or a scan as PDF. */
export const IDENTIFY_FILE_MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
] as const;
export type IdentifyFileMediaType = (typeof IDENTIFY_FILE_MEDIA_TYPES)[number];
/** For the file picker: a hint only, the server checks the content. */
export const IDENTIFY_FILE_ACCEPT =
  ".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf";

/**
 * The ID photo as the browser sees it: a first look by its name and size, to answer at once. It may be
 * left empty when a photo is on file already (the server says when one is needed).
 */
export const IdentifyFileSchema = z
  .file()
  .refine((file) => /\.(jpe?g|png|webp|pdf)$/i.test(file.name), {
    message: encodeIssue({ key: "photoType" }),
  })
  .refine((file) => file.size <= IDENTIFY_FILE_MAX_BYTES, {
    message: encodeIssue({ key: "fileSize", param: IDENTIFY_FILE_MAX_MEGABYTES }),
  });

/** What the form data holds: the fields and, when a new one is chosen, the ID photo. */
export const UpdatePersonalInfoBodySchema = PersonalInfoFieldsSchema.extend({
  [IDENTIFY_FILE_FIELD]: IdentifyFileSchema.optional(),
});

/**
 * Spec §7 `PUT personal/profile/info` (sc-api), multipart form data. Consumers only (403 for a business
 * customer); 409 when the account has no linked customer. Answers the updated profile.
 */
export const UpdatePersonalInfoCall = defineCall({
  method: "PUT",
  service: "sc-api",
  path: "personal/profile/info",
  tag: "selfcare",
  summary:
    "Update the consumer's personal data: multipart form data honorificId, nationalityId, genderId, firstName, lastName, nameKm, identify, identifyFile (JPEG, PNG, WebP or PDF, at most 5 MB; required when none is on file), dob, secondaryPhone, email, dateAppointment, dateAppointmentSlot, requestInstallationDate, requestInstallationSlot",
  body: UpdatePersonalInfoBodySchema,
  bodyEncoding: "multipart",
  responses: {
    200: z.object({ data: ProfileSchema }),
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
});
