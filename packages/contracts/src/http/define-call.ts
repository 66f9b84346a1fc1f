import { z } from "zod";
import { type ServicePrefix, servicePath } from "../services";
import { ValidationErrorResponseSchema } from "../validation/field-errors";
import { ErrorResponseSchema, SystemErrorResponseSchema } from "./error-responses";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How a body travels. `json`: validated by the route before its handler runs. `multipart`: form data
 * that may carry files, read as a stream by the handler (which validates it with the same schema).
 */
type BodyEncoding = "json" | "multipart";

type ResponseSchemas = { [status: number]: z.ZodType };

/** What a contract states; `defineCall` adds the error answers every call shares. */
export type CallSpec = {
  method: HttpMethod;
  service: ServicePrefix;
  /** The resource under the service prefix, with `:name` for each path parameter (`Vacancies/:id`). */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyEncoding?: BodyEncoding;
  /** The answer by status: exactly one 2xx, plus the errors this call gives besides the shared ones. */
  responses: ResponseSchemas;
};

/**
 * A 400 is either a field-level validation answer or a plain one (a body that is not JSON or
 * multipart at all); both carry a localised `message`.
 */
const BadRequestResponseSchema = z.union([ValidationErrorResponseSchema, ErrorResponseSchema]);

type WithInput = { params: z.ZodType } | { query: z.ZodType } | { body: z.ZodType };
type SharedErrors<Spec extends CallSpec> = { 500: typeof SystemErrorResponseSchema } & (Spec extends WithInput
  ? { 400: typeof BadRequestResponseSchema }
  : unknown) &
  (Spec extends { body: z.ZodType } ? { 413: typeof ErrorResponseSchema } : unknown);

export type CallDefinition<Spec extends CallSpec = CallSpec> = Omit<Spec, "responses"> & {
  responses: Spec["responses"] & SharedErrors<Spec>;
  /** The 2xx status of a successful answer. */
  successStatus: number;
};

/** The names of a path template's parameters: `Vacancies/:vacancy/apply` → "vacancy". */
function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

/**
 * One API call as a single definition: the Fastify route, the web app's client and the OpenAPI
 * document are all made from it. Checks at definition time that the path's parameters are exactly
 * the params schema's keys and that there is one success status.
 */
export function defineCall<const Spec extends CallSpec>(spec: Spec): CallDefinition<Spec> {
  const named = pathParamNames(spec.path).sort();
  const declared = Object.keys(spec.params?.shape ?? {}).sort();
  if (named.join() !== declared.join()) {
    throw new Error(
      `${spec.method} ${spec.path}: path parameters [${named}] differ from params [${declared}]`,
    );
  }
  const successStatuses = Object.keys(spec.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  if (successStatuses.length !== 1 || successStatuses[0] === undefined) {
    throw new Error(`${spec.method} ${spec.path}: needs exactly one 2xx answer`);
  }
  const hasInput = Boolean(spec.params || spec.query || spec.body);
  const responses = {
    ...(hasInput ? { 400: BadRequestResponseSchema } : {}),
    ...(spec.body ? { 413: ErrorResponseSchema } : {}),
    500: SystemErrorResponseSchema,
    ...spec.responses,
  } as CallDefinition<Spec>["responses"];
  return { ...spec, responses, successStatus: successStatuses[0] };
}

type Schema<T> = T extends z.ZodType ? T : z.ZodUndefined;

type SuccessStatusOf<Responses> = Extract<keyof Responses, 200 | 201 | 202 | 204>;

/** The answer of a successful call, as its schema gives it. */
export type CallAnswer<Call extends CallSpec> = z.output<
  Schema<Call["responses"][SuccessStatusOf<Call["responses"]>]>
>;
/** The answer a handler gives for a successful call, before its schema encodes it. */
export type CallAnswerInput<Call extends CallSpec> = z.input<
  Schema<Call["responses"][SuccessStatusOf<Call["responses"]>]>
>;

/** The call's path prefix and resource, e.g. `/admin-api/api/v1/Vacancies/:id` (Fastify's syntax). */
export function callRoute(call: Pick<CallSpec, "service" | "path">): string {
  return servicePath(call.service, call.path);
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL (path and query, no origin) of one call: each path parameter percent-encoded, query values
 * left out when undefined or null, lists repeated (`a=1&a=2`).
 */
export function callUrl(
  call: Pick<CallSpec, "service" | "path">,
  { params, query }: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = call.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${call.path}: no value for the path parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const queryString = search.toString();
  return `${servicePath(call.service, path)}${queryString ? `?${queryString}` : ""}`;
}
