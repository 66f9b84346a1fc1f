import { Transform, type TransformCallback } from "node:stream";
import type { CV_MEDIA_TYPES } from "@isp/contracts/vacancies/apply-vacancy";
import { fileTypeFromBuffer } from "file-type";

export type CvMediaType = keyof typeof CV_MEDIA_TYPES;

const HEAD_BYTES = 4100;
// A Word 97-2003 file is an OLE compound file holding a stream named "WordDocument" (UTF-16 in the
// directory); a Word 2007+ file is a zip holding word/document.xml. Other compound files (xls, msi) and
// zips (xlsx, apk) lack them.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const WORD_PART = Buffer.from("word/document.xml", "latin1");
const LONGEST_MARKER = Math.max(WORD_STREAM.length, WORD_PART.length);

/**
 * Passes an upload through unchanged while noting what is needed to tell its type by content: its
 * first bytes, its size and whether the Word markers occur anywhere in it.
 */
export class CvInspector extends Transform {
  size = 0;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private hasWordStream = false;
  private hasWordPart = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    const window = Buffer.concat([this.tail, chunk]);
    this.hasWordStream ||= window.includes(WORD_STREAM);
    this.hasWordPart ||= window.includes(WORD_PART);
    this.tail = window.subarray(Math.max(0, window.length - LONGEST_MARKER + 1));
    callback(null, chunk);
  }

  /** The CV's media type, or null when it is not a PDF, DOC or DOCX whatever its name says. */
  async mediaType(): Promise<CvMediaType | null> {
    const detected = await fileTypeFromBuffer(this.head);
    switch (detected?.mime) {
      case "application/pdf":
        return "application/pdf";
      case "application/x-cfb":
        return this.hasWordStream ? "application/msword" : null;
      case "application/zip":
      case "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
        return this.hasWordPart
          ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          : null;
      default:
        return null;
    }
  }
}
