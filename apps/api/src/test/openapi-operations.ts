import { z } from "zod";

/** The part of a JSON schema (as the OpenAPI document writes it) that hostile values are derived from. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

const JsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    properties: z.record(z.string(), JsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    items: JsonSchemaSchema.optional(),
    anyOf: z.array(JsonSchemaSchema).optional(),
  }),
);

const ParameterSchema = z.object({
  in: z.enum(["path", "query", "header", "cookie"]),
  name: z.string(),
  required: z.boolean().optional(),
  schema: JsonSchemaSchema.default({}),
});
export type Parameter = z.infer<typeof ParameterSchema>;

const OperationSchema = z.object({
  parameters: z.array(ParameterSchema).default([]),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: JsonSchemaSchema.default({}) })) })
    .optional(),
});

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

const DocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export type Operation = {
  method: string;
  /** The path as the document writes it, with `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** The body's schema by content type, when the operation declares one. */
  bodies: Record<string, JsonSchema>;
};

/** Every operation of an OpenAPI document (as `app.swagger()` gives it), parsed, not trusted. */
export function listOperations(document: unknown): Operation[] {
  const { paths } = DocumentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const operation = OperationSchema.parse(item[method]);
      const bodies = Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [type, schema]),
      );
      return { method: method.toUpperCase(), path, parameters: operation.parameters, bodies };
    }),
  );
}

/** The path with each `{name}` replaced by its value, as given (already URL-encoded or deliberately not). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? "1");
}
