import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";

type PartsLimits = NonNullable<Parameters<FastifyRequest["parts"]>[0]>["limits"];

/**
 * The multipart parser's errors (no boundary, a body cut short, a broken part header) carry no status:
 * left alone they would be answered as system errors. They are the sender's doing, so mark them 400;
 * errors that already carry a status (limits, not multipart at all) keep theirs.
 */
function markAsClientError(error: unknown): unknown {
  if (error instanceof Error && !("statusCode" in error)) Object.assign(error, { statusCode: 400 });
  return error;
}

function markFileErrors(file: MultipartFile["file"]) {
  // The parser destroys a file's stream with its error when the body ends inside the file, possibly
  // before the reader has attached to it: mark an error already there as well as one still to come.
  if (file.errored) markAsClientError(file.errored);
  file.once("error", markAsClientError);
}

/**
 * The parts of a multipart body, read within `limits`, in order. Any failure to read the body, whether
 * while stepping through the parts or while streaming a file, answers 400 rather than 500.
 */
export async function* readMultipartParts(
  request: FastifyRequest,
  limits: PartsLimits,
): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "file") markFileErrors(part.file);
      yield part;
    }
  } catch (error) {
    throw markAsClientError(error);
  }
}
