import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import parseRange from "range-parser";
import type { Storage } from "../storage/storage";
import { isNotModified } from "./conditional-requests";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".json": "application/json",
  ".pdf": "application/pdf",
  ".m3u8": "application/vnd.apple.mpegurl",
  ".m4s": "video/iso.segment",
};

/**
 * Streams a stored file with caching headers and, for videos, single HTTP byte ranges (RFC 9110 §14).
 * Multi-range requests get the whole file, which RFC 9110 allows.
 */
export async function sendStoredFile(
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  { cacheControl = "public, max-age=86400" }: { cacheControl?: string } = {},
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) return reply.code(404).send({ error: "not_found", message: "File not found" });
  const etag = `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
  reply
    .header("content-type", CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream")
    .header("accept-ranges", "bytes")
    .header("etag", etag)
    .header("last-modified", info.modifiedAt.toUTCString())
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff");
  if (isNotModified(request.headers["if-none-match"], etag)) return reply.code(304).send();
  const rangeHeader = request.headers.range;
  if (rangeHeader) {
    const ranges = parseRange(info.size, rangeHeader, { combine: true });
    if (ranges === -1) {
      return reply.code(416).header("content-range", `bytes */${info.size}`).send();
    }
    if (ranges !== -2 && ranges.length === 1 && ranges[0]) {
      const { start, end } = ranges[0];
      return reply
        .code(206)
        .header("content-range", `bytes ${start}-${end}/${info.size}`)
        .header("content-length", end - start + 1)
        .send(storage.read(key, { start, end }));
    }
  }
  return reply.header("content-length", info.size).send(storage.read(key));
}
