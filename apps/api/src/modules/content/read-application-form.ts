import { randomUUID } from "node:crypto";
import { pipeline } from "node:stream";
import { CV_FIELD, CV_MAX_BYTES, CV_MAX_MEGABYTES } from "@isp/contracts/vacancies/apply-vacancy";
import { encodeIssue } from "@isp/contracts/validation/messages";
import type { FastifyRequest } from "fastify";
import { readMultipartParts } from "../../http/multipart-parts";
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

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";

/**
 * Reads the multipart form of a vacancy application. The CV streams into storage while its type is
 * told from its bytes; a CV that is not a PDF, DOC or DOCX, or is too large, is removed again and
 * reported as a field issue. The caller removes a stored CV when it refuses the application.
 */
export async function readApplicationForm(
  request: FastifyRequest,
  storage: Storage,
): Promise<ApplicationFormData> {
  const form: ApplicationFormData = { fields: {}, cv: null, issues: [], isComplete: true };
  let writingKey: string | null = null;
  const parts = readMultipartParts(request, {
    files: 1,
    fileSize: CV_MAX_BYTES,
    fields: 10,
    fieldSize: 8 * 1024,
  });
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== CV_FIELD || form.cv) {
        part.file.resume();
        continue;
      }
      const key = `applications/${randomUUID()}`;
      writingKey = key;
      const inspector = new CvInspector();
      // pipeline, not pipe: a file stream the parser already destroyed (the body ended inside it) must
      // fail the write, where pipe would wait for it forever. Its error reaches the write by destroying
      // the inspector, so the callback has nothing left to do.
      await storage.putStream(
        key,
        pipeline(part.file, inspector, () => {}),
      );
      const mediaType = inspector.size > 0 ? await inspector.mediaType() : null;
      if (!mediaType) {
        await storage.remove(key);
        form.issues.push({
          path: [CV_FIELD],
          message: encodeIssue({ key: inspector.size > 0 ? "fileType" : "required" }),
        });
        continue;
      }
      form.cv = { key, mediaType, size: inspector.size, fileName: safeFileName(part.filename, mediaType) };
    }
  } catch (error) {
    if (writingKey) await storage.remove(writingKey);
    if (!isFileTooLarge(error)) throw error;
    const issue = { path: [CV_FIELD], message: encodeIssue({ key: "fileSize", param: CV_MAX_MEGABYTES }) };
    return { fields: {}, cv: null, issues: [issue], isComplete: false };
  }
  if (!form.cv && form.issues.length === 0) {
    form.issues.push({ path: [CV_FIELD], message: encodeIssue({ key: "required" }) });
  }
  return form;
}
