import type { CV_MEDIA_TYPES } from "@isp/contracts/vacancies/apply-vacancy";
import { UploadInspector } from "../../http/upload-form";

export type CvMediaType = keyof typeof CV_MEDIA_TYPES;

// A Word 97-2003 file is an OLE compound file holding a stream named "WordDocument" (UTF-16 in the
// directory); a Word 2007+ file is a zip holding word/document.xml. Other compound files (xls, msi) and
// zips (xlsx, apk) lack them.
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");
const WORD_PART = Buffer.from("word/document.xml", "latin1");
const LONGEST_MARKER = Math.max(WORD_STREAM.length, WORD_PART.length);

/**
 * Tells a CV's type by content: its first bytes, and whether the Word markers occur anywhere in it.
 */
export class CvInspector extends UploadInspector<CvMediaType> {
  private tail = Buffer.alloc(0);
  private hasWordStream = false;
  private hasWordPart = false;

  protected override observe(chunk: Buffer) {
    const window = Buffer.concat([this.tail, chunk]);
    this.hasWordStream ||= window.includes(WORD_STREAM);
    this.hasWordPart ||= window.includes(WORD_PART);
    this.tail = window.subarray(Math.max(0, window.length - LONGEST_MARKER + 1));
  }

  /** The CV's media type, or null when it is not a PDF, DOC or DOCX whatever its name says. */
  async mediaType(): Promise<CvMediaType | null> {
    switch (await this.detectedMime()) {
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
