import zlib from "node:zlib";

export type ContentCoding = "br" | "gzip";

/** What the server compresses in, best first. */
const CODINGS: readonly ContentCoding[] = ["br", "gzip"];

/**
 * The best of `offered` that the client's Accept-Encoding takes (listed by name or `*`, not with
 * q=0), or undefined for none.
 */
export function preferredCoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentCoding[] = CODINGS,
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = item.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, quality ? Number(quality.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  return offered.find((coding) => (accepted.get(coding) ?? wildcard) > 0);
}

/**
 * An answer body kept with its compressed forms, each made on first demand, so a cached answer is
 * compressed once rather than on every request.
 */
export function createEncodedBody(identity: Buffer) {
  const forms = new Map<ContentCoding, Buffer>();
  return {
    identity,
    in(coding: ContentCoding): Buffer {
      let form = forms.get(coding);
      if (!form) {
        form =
          coding === "br"
            ? zlib.brotliCompressSync(identity, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                },
              })
            : zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION });
        forms.set(coding, form);
      }
      return form;
    },
  };
}

export type EncodedBody = ReturnType<typeof createEncodedBody>;
