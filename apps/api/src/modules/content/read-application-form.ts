import { CV_FIELD, CV_MAX_MEGABYTES } from "@isp/contracts/vacancies/apply-vacancy";
import type { FastifyRequest } from "fastify";
import { readUploadForm } from "../../http/upload-form";
import type { Storage } from "../../storage/storage";
import { CvInspector, type CvMediaType } from "./cv-inspector";

export type StoredCv = { key: string; fileName: string; mediaType: CvMediaType; size: number };

export type ApplicationFormData = {
  fields: Record<string, string>;
  cv: StoredCv | null;
  /** Field issues found while reading (the CV's type or size), in the validation rules' form. */
  issues: { path: string[]; message: string }[];
  /** False when reading stopped early (a CV over the size limit): the fields are not all there. */
  isComplete: boolean;
};

const EXTENSIONS: Record<CvMediaType, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** The name HR sees: the sender's own, reduced to safe characters, with the extension of its real type. */
function safeFileName(original: string, mediaType: CvMediaType): string {
  const base = original
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w-]+/g, "_")
    .slice(0, 80);
  return `${base || "cv"}.${EXTENSIONS[mediaType]}`;
}

/**
 * Reads the multipart form of a vacancy application; the CV must be a PDF, DOC or DOCX by its content.
 * The caller removes a stored CV when it refuses the application.
 */
export async function readApplicationForm(
  request: FastifyRequest,
  storage: Storage,
): Promise<ApplicationFormData> {
  const { fields, file, issues, isComplete } = await readUploadForm(request, storage, {
    fileField: CV_FIELD,
    maxMegabytes: CV_MAX_MEGABYTES,
    keyPrefix: "applications",
    inspect: () => new CvInspector(),
    typeIssue: "fileType",
    isFileRequired: true,
    fields: 10,
    fieldBytes: 8 * 1024,
  });
  const cv = file
    ? {
        key: file.key,
        mediaType: file.mediaType,
        size: file.size,
        fileName: safeFileName(file.originalName, file.mediaType),
      }
    : null;
  return { fields, cv, issues, isComplete };
}
