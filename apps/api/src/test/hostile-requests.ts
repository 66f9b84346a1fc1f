import fc from "fast-check";
import { fillPath, type JsonSchema, type Operation, type Parameter } from "./openapi-operations";

/** What a hostile client sends: `app.inject` options, plus nothing hidden. */
export type HostileRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Values meant to be put into a URL as they are: already percent-encoded, or deliberately broken. */
const RAW_URL_JUNK = [
  "%00",
  "..",
  "../",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "%zz",
  "%",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%FF%FE",
  "%0d%0aSet-Cookie:%20x=1",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "-1",
  "0",
  "1.5",
  "1e309",
  "9007199254740993",
  "99999999999999999999999999999",
  "-9223372036854775809",
  "0x1F",
  "%201",
  "+1",
];

/** Text that means trouble once decoded: scripts, SQL, format strings, direction marks, other digits. */
const TEXT_JUNK = [
  "",
  " ",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j lookup, sent as plain text on purpose.
  "${jndi:ldap://x}",
  "%s%s%s%n",
  "\u202e\u200f",
  "😀👨‍👩‍👧",
  "ស្វាគមន៍",
  "១២៣",
  "١٢٣",
  "true",
  "[]",
  "{}",
];

/** Any code point, lone surrogates aside (they cannot be put in a URL at all). */
const unicodeText = fc.string({ unit: "binary", maxLength: 40 });

const hugeText = fc.integer({ min: 1_000, max: 40_000 }).map((length) => "ä".repeat(length));

/** A value that does not belong in `schema`: junk of every kind, the wrong type, or just too long. */
function badTextFor(schema: JsonSchema): fc.Arbitrary<string> {
  const tooLong = schema.maxLength === undefined ? hugeText : fc.constant("a".repeat(schema.maxLength + 1));
  const outOfRange = [schema.minimum, schema.maximum]
    .filter((bound): bound is number => bound !== undefined)
    .flatMap((bound) => [String(bound - 1), String(bound + 1), `${bound}0`]);
  const notInEnum = (schema.enum ?? []).map((value) => `${String(value).toUpperCase()}x`);
  return fc.oneof(fc.constantFrom(...TEXT_JUNK, ...outOfRange, ...notInEnum, "x"), unicodeText, tooLong);
}

/** A value for the URL: percent-encoded text, or raw junk that a URL parser has to cope with. */
function badUrlValueFor(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(fc.constantFrom(...RAW_URL_JUNK), badTextFor(schema).map(encodeURIComponent));
}

/** A value the schema takes, so that the other parameters' bad values are the only fault. */
function goodTextFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  if (schema.type === "integer" || schema.type === "number") {
    const min = Math.max(schema.minimum ?? 1, 1);
    return fc.integer({ min, max: Math.min(schema.maximum ?? 1_000, min + 1_000) }).map(String);
  }
  if (schema.pattern) {
    const maxLength = schema.maxLength ?? 80;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= maxLength);
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
}

const ODD_QUERY_SUFFIXES = ["", "&__proto__[x]=1", "&constructor[prototype][x]=1", "&&&=&", "&%zz=%zz"];

/** The URL of an operation with each parameter good or (more often) bad, and odd extras in the query. */
function hostileUrl(operation: Operation): fc.Arbitrary<string> {
  const parameters = operation.parameters.filter((parameter) => ["path", "query"].includes(parameter.in));
  // Mostly bad values, some good ones: a bad value must fail alone as well as beside others.
  const parameterValue = (parameter: Parameter) =>
    fc.oneof(
      { weight: 3, arbitrary: badUrlValueFor(parameter.schema) },
      { weight: 1, arbitrary: goodTextFor(parameter.schema).map(encodeURIComponent) },
    );
  return fc
    .tuple(fc.tuple(...parameters.map(parameterValue)), fc.constantFrom(...ODD_QUERY_SUFFIXES), fc.boolean())
    .map(([values, suffix, isRepeated]) => {
      const byName = Object.fromEntries(
        parameters.map((parameter, index) => [parameter.name, values[index] ?? ""]),
      );
      const pathValues = Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === "path")
          .map((parameter) => [parameter.name, byName[parameter.name] ?? ""]),
      );
      const query = parameters
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => `${parameter.name}=${byName[parameter.name]}`)
        .flatMap((pair) => (isRepeated ? [pair, pair] : [pair]));
      const search = `${query.join("&")}${suffix}`;
      return `${fillPath(operation.path, pathValues)}${search ? `?${search.replace(/^&/, "")}` : ""}`;
    });
}

/** A JSON value of the wrong kind for a property, or a string that breaks its rules. */
function badJsonValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    badTextFor(schema),
    fc.constantFrom(null, true, 0, -1, 1.5, 1e308, [], {}, ["a"], { $gt: "" }),
    fc.integer(),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Names that have tripped up parsers and object spreads: prototype keys and their relatives. */
const POISON_KEYS = ["__proto__", "constructor", "prototype", "hasOwnProperty", "toString"];

/** A JSON body breaking the schema: wrong types, missing or extra fields, prototype keys, bad syntax. */
function hostileJsonText(schema: JsonSchema): fc.Arbitrary<string> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const wrongFields = fc
    .record(Object.fromEntries(names.map((name) => [name, badJsonValueFor(properties[name] ?? {})])), {
      requiredKeys: [],
    })
    .map((fields) => JSON.stringify(fields));
  const poisoned = fc
    .tuple(wrongFields, fc.constantFrom(...POISON_KEYS), fc.jsonValue({ maxDepth: 2 }))
    .map(
      ([text, key, value]) =>
        `{${JSON.stringify(key)}:{"prototype":${JSON.stringify(value ?? null)}}${text === "{}" ? "" : `,${text.slice(1, -1)}`}}`,
    );
  const truncated = fc
    .tuple(wrongFields, fc.nat())
    .map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1)));
  const malformed = fc.constantFrom(
    "",
    "{",
    "}",
    "null",
    "[]",
    '"text"',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":1,}',
    "\uFEFF{}",
    '{"a":"\\ud800"}',
    `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
    `${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`,
  );
  return fc.oneof(wrongFields, poisoned, truncated, malformed);
}

type MultipartPart = { name: string; value: Buffer; fileName: string | null; type: string | null };

const PDF_HEAD = Buffer.from("%PDF-1.4\n");

function multipartPart(fieldNames: string[]): fc.Arbitrary<MultipartPart> {
  return fc.record({
    name: fc.oneof(fc.constantFrom(...fieldNames, ...POISON_KEYS), unicodeText),
    value: fc.oneof(
      unicodeText.map((text) => Buffer.from(text)),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.concat([PDF_HEAD, bytes])),
      hugeText.map((text) => Buffer.from(text)),
    ),
    fileName: fc.option(
      fc.constantFrom("cv.pdf", "../../etc/passwd", "a\u0000.pdf", "", "ស.docx", "x".repeat(500)),
    ),
    type: fc.option(fc.constantFrom("application/pdf", "application/json", "text/plain", "", ";;;")),
  });
}

function encodeParts(parts: MultipartPart[], boundary: string): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName === null ? "" : `; filename="${part.fileName}"`}\r\n${part.type === null ? "" : `Content-Type: ${part.type}\r\n`}\r\n`,
      ),
      part.value,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

/** A multipart body as a hostile client sends it: often without a boundary, cut short, or mislabelled. */
function hostileMultipart(fieldNames: string[]): fc.Arbitrary<{ type: string; payload: Buffer }> {
  const boundary = "hostile-boundary";
  return fc
    .tuple(
      fc.array(multipartPart(fieldNames), { maxLength: 6 }),
      fc.constantFrom(
        `multipart/form-data; boundary=${boundary}`,
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=other",
        `multipart/form-data; boundary=${"b".repeat(200)}`,
        `multipart/mixed; boundary=${boundary}`,
      ),
      fc.option(fc.nat()),
    )
    .map(([parts, type, cut]) => {
      const whole = encodeParts(parts, boundary);
      return { type, payload: cut === null ? whole : whole.subarray(0, cut % Math.max(whole.length, 1)) };
    });
}

const hostileUrlEncoded = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...POISON_KEYS), unicodeText),
      fc.oneof(unicodeText, fc.constantFrom(...RAW_URL_JUNK)),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join("&"));

/** Every field name the document declares anywhere: a multipart body is likelier to reach deep with them. */
export function declaredFieldNames(operations: Operation[]): string[] {
  const names = operations.flatMap((operation) =>
    Object.values(operation.bodies).flatMap((schema) => Object.keys(schema.properties ?? {})),
  );
  return [...new Set(["file", ...names])];
}

/** A body of any kind for an operation: its declared JSON done wrong, multipart, url-encoded, or noise. */
function hostileBody(
  operation: Operation,
  fieldNames: string[],
): fc.Arbitrary<{ type: string; payload: string | Buffer }> {
  const jsonSchema = operation.bodies["application/json"] ?? {};
  return fc.oneof(
    hostileJsonText(jsonSchema).map((payload) => ({ type: "application/json", payload })),
    hostileMultipart([...fieldNames, ...Object.keys(jsonSchema.properties ?? {})]),
    hostileUrlEncoded.map((payload) => ({ type: "application/x-www-form-urlencoded", payload })),
    fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/xml",
          "application/json; charset=utf-16",
          "application/json; charset=bogus",
          ";;;",
          "application/octet-stream",
        ),
        fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes)),
      )
      .map(([type, payload]) => ({ type, payload })),
  );
}

/** A request to an operation with bad parameter values (and a hostile body when it takes one). */
export function hostileParameters(operation: Operation): fc.Arbitrary<HostileRequest> {
  return hostileUrl(operation).map((url) => ({ method: operation.method, url, headers: {} }));
}

/** A request to an operation with good-or-bad parameters and a hostile body. */
export function hostileBodyRequest(operation: Operation, fieldNames: string[]): fc.Arbitrary<HostileRequest> {
  return fc.tuple(hostileUrl(operation), hostileBody(operation, fieldNames)).map(([url, body]) => ({
    method: operation.method,
    url,
    headers: { "content-type": body.type },
    payload: body.payload,
  }));
}

/** Methods nobody should send, and methods a path does not take. */
export const ODD_METHODS = [
  "TRACE",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "PUT",
  "POST",
  "GET",
  "HEAD",
  "PROPFIND",
  "QUERY",
];

/** Headers that are wrong in every way a client gets them wrong. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      "accept-language": fc.oneof(
        fc.constantFrom(
          "*",
          "km;q=abc",
          "en;q=-1, zh;q=2",
          "zh-Hant-TW-x-private",
          ",,,;;;",
          "q=0",
          "xx",
          "EN",
          "km;q=0",
        ),
        fc.constant("en,".repeat(4_000)),
        unicodeText.filter((text) => /^[\x20-\x7e]*$/.test(text)),
      ),
      "content-length": fc.constantFrom("-1", "abc", "1e3", "0", "999999999", "5"),
      "content-encoding": fc.constantFrom("gzip", "br", "deflate", "bogus", "gzip, gzip"),
      "x-junk": fc.constant("a".repeat(64 * 1024)),
      "if-none-match": fc.constantFrom("*", '"x"', "W/", "a".repeat(1_000)),
      range: fc.constantFrom(
        "bytes=abc",
        "bytes=-1-2",
        "bytes=0-0,0-0,0-0",
        "items=0-1",
        `bytes=${"0-1,".repeat(500)}0-1`,
      ),
      "x-forwarded-for": fc.constantFrom("not-an-ip", "::1, ::1", "1.1.1.1".repeat(100)),
      cookie: fc.constantFrom("a=%zz; __proto__=1", "=;=;", "x".repeat(8_000)),
      "x-request-id": fc.constantFrom("../../etc", "a".repeat(500), "\u00e4"),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  );
