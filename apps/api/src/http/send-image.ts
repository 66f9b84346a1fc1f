import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  isRasterImage,
} from "@isp/contracts/pages/image-variants";
import type { FastifyReply, FastifyRequest } from "fastify";
import sharp from "sharp";
import { z } from "zod";
import type { Storage } from "../storage/storage";
import { sendStoredFile } from "./send-stored-file";

const VariantQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((width) => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width))
    .optional(),
  fm: z.enum(IMAGE_VARIANT_FORMATS).optional(),
});

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Sends a stored image, or for a raster image with `?w=&fm=` a resized copy in AVIF or WebP. Copies are
 * made once and kept in storage beside the original; only the listed widths and formats are made, so a
 * caller cannot fill the disk with arbitrary sizes.
 */
export async function sendImage(storage: Storage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const query = VariantQuerySchema.safeParse(request.query);
  if (!query.success)
    return reply.code(400).send({ error: "bad_request", message: "Unsupported image size or format" });
  const { w: width, fm: format } = query.data;
  if (!width || !format || !isRasterImage(key)) return sendStoredFile(storage, key, request, reply);
  const variantKey = `variants/${key}/${width}.${format}`;
  if (!(await storage.stat(variantKey))) {
    if (!(await storage.stat(key)))
      return reply.code(404).send({ error: "not_found", message: "File not found" });
    const resized = sharp(await readAll(storage, key)).resize({ width, withoutEnlargement: true });
    const encoded = await (format === "avif"
      ? resized.avif({ quality: 55, effort: 4 })
      : resized.webp({ quality: 78 })
    ).toBuffer();
    await storage.put(variantKey, encoded);
  }
  // A variant's bytes never change for its URL's original; a changed original gets a new file name.
  return sendStoredFile(storage, variantKey, request, reply, {
    cacheControl: "public, max-age=31536000, immutable",
  });
}
