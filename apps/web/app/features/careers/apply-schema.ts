import {
  ApplicationFormSchema,
  CV_MAX_BYTES,
  CV_MAX_MEGABYTES,
} from "@isp/contracts/vacancies/apply-vacancy";
import { encodeIssue } from "@isp/contracts/validation/messages";
import { z } from "zod";

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/**
 * The application form in the browser: the shared field rules plus a first look at the CV by its name
 * and size, to answer at once. The server decides by the file's content.
 */
export const ApplyFormSchema = ApplicationFormSchema.extend({
  Cv: z
    .custom<File>((value) => isFile(value) && value.size > 0, { message: encodeIssue({ key: "required" }) })
    .refine((file) => /\.(pdf|docx?)$/i.test(file.name), { message: encodeIssue({ key: "fileType" }) })
    .refine((file) => file.size <= CV_MAX_BYTES, {
      message: encodeIssue({ key: "fileSize", param: CV_MAX_MEGABYTES }),
    }),
});

export type ApplyFormValues = {
  FirstName: string;
  LastName: string;
  Email: string;
  ContactNumber: string;
  Comment: string;
  Cv: File | null;
};

export const EMPTY_APPLICATION: ApplyFormValues = {
  FirstName: "",
  LastName: "",
  Email: "",
  ContactNumber: "",
  Comment: "",
  Cv: null,
};
