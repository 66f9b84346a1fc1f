import { randomUUID } from "node:crypto";
import { pipeline, Transform, type TransformCallback } from "node:stream";
import { encodeIssue, type ValidationKey } from "@isp/contracts/validation/messages";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { Storage } from "../storage/storage";
import { readMultipartParts } from "./multipart-parts";

// file-type reads at most this many bytes to tell a type.
const HEAD_BYTES = 4100;

/**
 * Passes an upload through unchanged while keeping what is needed to tell its type by content: its
 * first bytes and its size. Subclasses decide which types they take, and may look at every chunk.
 */
export abstract class UploadInspector<MediaType extends string> extends Transform {
  size = 0;
  private head = Buffer.alloc(0);

  /** Looks at one chunk as it passes (after the head and size are noted). */
  protected observe(_chunk: Buffer): void {}

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.observe(chunk);
    callback(null, chunk);
  }

  /** The type the first bytes show (magic numbers), whatever the file's name or declared type says. */
  protected async detectedMime(): Promise<string | undefined> {
    return (await fileTypeFromBuffer(this.head))?.mime;
  }

  /** The upload's media type when it is one this inspector takes, else null. */
  abstract mediaType(): Promise<MediaType | null>;
}

/** Takes the uploads whose first bytes show one of `mediaTypes` (images, PDFs: one signature each). */
export class SignatureInspector<MediaType extends string> extends UploadInspector<MediaType> {
  constructor(private readonly mediaTypes: readonly MediaType[]) {
    super();
  }

  async mediaType(): Promise<MediaType | null> {
    const mime = await this.detectedMime();
    return this.mediaTypes.find((candidate) => candidate === mime) ?? null;
  }
}

type StoredUpload<MediaType extends string> = {
  key: string;
  mediaType: MediaType;
  size: number;
  /** The name the sender gave the file (not to be trusted: for display only, after cleaning). */
  originalName: string;
};

export type UploadFormData<MediaType extends string> = {
  fields: Record<string, string>;
  file: StoredUpload<MediaType> | null;
  /** Field issues found while reading (the file's type or size), in the validation rules' form. */
  issues: { path: string[]; message: string }[];
  /** False when reading stopped early (a file over the size limit): the fields are not all there. */
  isComplete: boolean;
};

export type UploadFormOptions<MediaType extends string> = {
  /** The form field that carries the file; other file parts are skipped. */
  fileField: string;
  maxMegabytes: number;
  /** Where the file is stored: `${keyPrefix}/${random id}`. */
  keyPrefix: string;
  inspect: () => UploadInspector<MediaType>;
  /** The message key for a file of another type (it names the types taken). */
  typeIssue: ValidationKey;
  /** Whether a form without the file is refused (`required`). */
  isFileRequired: boolean;
  /** How many text fields the form may have, and how long each may be. */
  fields: number;
  fieldBytes: number;
};

const isFileTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";

/**
 * Reads a multipart form with one uploaded file. The file streams into storage while its type is told
 * from its bytes; a file of another type, or too large, is removed again and reported as a field
 * issue. The caller removes a stored file when it refuses the form.
 */
export async function readUploadForm<MediaType extends string>(
  request: FastifyRequest,
  storage: Storage,
  options: UploadFormOptions<MediaType>,
): Promise<UploadFormData<MediaType>> {
  const { fileField } = options;
  const form: UploadFormData<MediaType> = { fields: {}, file: null, issues: [], isComplete: true };
  let writingKey: string | null = null;
  const parts = readMultipartParts(request, {
    files: 1,
    fileSize: options.maxMegabytes * 1024 * 1024,
    fields: options.fields,
    fieldSize: options.fieldBytes,
  });
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || form.file) {
        part.file.resume();
        continue;
      }
      const key = `${options.keyPrefix}/${randomUUID()}`;
      writingKey = key;
      const inspector = options.inspect();
      // pipeline, not pipe: a file stream the parser already destroyed (the body ended inside it) must
      // fail the write, where pipe would wait for it forever. Its error reaches the write by destroying
      // the inspector, so the callback has nothing left to do.
      await storage.putStream(
        key,
        pipeline(part.file, inspector, () => {}),
      );
      writingKey = null;
      const mediaType = inspector.size > 0 ? await inspector.mediaType() : null;
      if (!mediaType) {
        await storage.remove(key);
        // A browser sends an empty file part for a file input left empty.
        const isEmpty = inspector.size === 0;
        if (!isEmpty || options.isFileRequired) {
          form.issues.push({
            path: [fileField],
            message: encodeIssue({ key: isEmpty ? "required" : options.typeIssue }),
          });
        }
        continue;
      }
      form.file = { key, mediaType, size: inspector.size, originalName: part.filename };
    }
  } catch (error) {
    if (writingKey) await storage.remove(writingKey);
    if (form.file) await storage.remove(form.file.key);
    if (!isFileTooLarge(error)) throw error;
    const issue = {
      path: [fileField],
      message: encodeIssue({ key: "fileSize", param: options.maxMegabytes }),
    };
    return { fields: {}, file: null, issues: [issue], isComplete: false };
  }
  const hasFileIssue = form.issues.some((issue) => issue.path[0] === fileField);
  if (!form.file && !hasFileIssue && options.isFileRequired) {
    form.issues.push({ path: [fileField], message: encodeIssue({ key: "required" }) });
  }
  return form;
}
