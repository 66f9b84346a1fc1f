import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readMultipartParts } from "./multipart-parts";

/** Field values by name; a name sent more than once (a group of checkboxes) gives a list. */
export type FormFields = Record<string, string | string[]>;

export type FormFieldLimits = {
  /** How many fields (multipart parts) a post may have. */
  fields: number;
  /** Bytes of one field's value; a longer value is cut there and fails its length rule. */
  fieldBytes: number;
};

function addField(fields: FormFields, name: string, value: string) {
  const previous = fields[name];
  fields[name] =
    previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
}

/**
 * Lets the routes of one plugin take multipart form data (spec §7: vacancy applications, ratings);
 * elsewhere a multipart body is refused with 415. Not registered for the whole app: the plugin hooks
 * every request of its scope (a listener and a clean-up of files saved to disk, a mode no route uses),
 * which cost a cached page answer a tenth of its time. Files are streamed, never held whole; each
 * route sets its own tighter limits. Call it inside the plugin.
 */
export async function acceptMultipartForms(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fields: 20, fieldSize: 16 * 1024, files: 1, fileSize: 5 * 1024 * 1024, parts: 25 },
  });
}

/**
 * Lets the routes of one plugin take a classic HTML form post (url-encoded) as well as multipart and
 * JSON. Call it inside the plugin; its size is bounded by the route's bodyLimit.
 */
export function acceptUrlEncodedForms(app: FastifyInstance) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      // No prototype: a field named __proto__ stays a plain field.
      const fields: FormFields = Object.create(null);
      for (const [name, value] of new URLSearchParams(body as string)) addField(fields, name, value);
      done(null, fields);
    },
  );
}

/**
 * The fields of a form post. Multipart is read as a stream within `limits` and may carry no file (a
 * file part is over the limits); url-encoded and JSON bodies come parsed, within the route's bodyLimit.
 */
export async function readFormFields(request: FastifyRequest, limits: FormFieldLimits): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const fields: FormFields = Object.create(null);
  const parts = readMultipartParts(request, {
    files: 0,
    fields: limits.fields,
    parts: limits.fields,
    fieldSize: limits.fieldBytes,
  });
  for await (const part of parts) {
    if (part.type === "field") addField(fields, part.fieldname, String(part.value));
  }
  return fields;
}
