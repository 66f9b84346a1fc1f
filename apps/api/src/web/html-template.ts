import { createHash } from "node:crypto";
import zlib from "node:zlib";

/**
 * A rendered page kept without its script nonce, so each answer can carry a fresh one: the HTML cut
 * where the nonce stood, and each cut compressed once. Answers are the parts joined by the nonce; the
 * gzip form is the compressed parts joined by the nonce as a stored (uncompressed) deflate block, which
 * is valid deflate because every compressed part but the last ends on a sync flush (byte-aligned, no
 * reference to what follows). Only the checksum is computed per answer.
 */
export type HtmlTemplate = {
  parts: Buffer[];
  gzipParts: Buffer[];
  /** Weak: answers differ in their nonce, not in what they mean. */
  etag: string;
  /** Bytes kept, for the cache's budget. */
  size: number;
};

// RFC 1952 header: deflate, no name or time, unknown system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

export function createHtmlTemplate(html: Buffer, nonce: string): HtmlTemplate {
  const parts: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let start = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, start)) {
    parts.push(html.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(html.subarray(start));
  const gzipParts = parts.map((part, index) =>
    zlib.deflateRawSync(part, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: index < parts.length - 1 ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.Z_FINISH,
    }),
  );
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\u0000");
  const size = [...parts, ...gzipParts].reduce((total, part) => total + part.length, 0);
  return { parts, gzipParts, etag: `W/"${hash.digest("base64url")}"`, size };
}

/**
 * The page as sent, with this answer's nonce, in the pieces to write one after another: joining them
 * into one buffer per answer was most of a cached page's cost (copying and collecting 100 kB).
 */
export function htmlChunks({ parts }: HtmlTemplate, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  return parts.flatMap((part, index) => (index === 0 ? [part] : [needle, part]));
}

/** The page gzip-compressed, with this answer's nonce, without compressing anything again. */
export function gzipChunks({ parts, gzipParts }: HtmlTemplate, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  if (needle.length > 0xffff) throw new RangeError("a nonce longer than a stored deflate block");
  // Stored block: BFINAL 0, BTYPE 00 (padded to a byte), LEN and its one's complement, then the bytes.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(needle.length, 1);
  stored.writeUInt16LE(~needle.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  gzipParts.forEach((compressed, index) => {
    if (index > 0) {
      chunks.push(stored, needle);
      crc = zlib.crc32(needle, crc);
      length += needle.length;
    }
    chunks.push(compressed);
    const part = parts[index] as Buffer;
    crc = zlib.crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}
