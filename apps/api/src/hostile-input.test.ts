import { readdir } from "node:fs/promises";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  declaredFieldNames,
  type HostileRequest,
  hostileBodyRequest,
  hostileHeaders,
  hostileParameters,
  ODD_METHODS,
} from "./test/hostile-requests";
import { fillPath, listOperations, type Operation } from "./test/openapi-operations";
import { createTestApp } from "./test/test-app";

/** Fixed, so a failure found once is found again; change it to explore further. */
const SEED = 20_261_124;
const REQUEST_TIMEOUT_MS = 5_000;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Answer = { request: HostileRequest; statusCode: number };

/**
 * Spec §8 and the architecture's rule: bad input gets a clear, localised error and changes nothing. Every
 * call of the OpenAPI document is driven with schema-derived bad values, malformed bodies, odd methods and
 * odd headers; no answer may be a 5xx or take longer than the timeout.
 */
describe("hostile input to every documented call", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let operations: Operation[];
  let fieldNames: string[];
  let tableCountsBefore: Record<string, number>;
  const answers: Answer[] = [];

  const tableCounts = async () => {
    const { rows } = await ctx.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of rows) {
      const result = await ctx.db.execute<{ count: number }>(
        sql`select count(*)::int as count from ${sql.identifier(table)}`,
      );
      counts[table] = result.rows[0]?.count ?? 0;
    }
    return counts;
  };
  const storedFiles = async () => readdir(ctx.storageRoot, { recursive: true });

  beforeAll(async () => {
    // Limits high enough that requests reach validation rather than the per-client limits.
    ctx = await createTestApp({
      seed: false,
      config: { formRateLimit: 1_000_000, searchRateLimit: 1_000_000 },
    });
    await ctx.app.ready();
    operations = listOperations(ctx.app.swagger());
    fieldNames = declaredFieldNames(operations);
    tableCountsBefore = await tableCounts();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The answer to one request, or an error when none comes within the timeout. */
  async function answerOf(request: HostileRequest) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    const { method, url, headers, payload } = request;
    try {
      return await Promise.race([
        ctx.app.inject({ method: method as "GET", url, headers, payload }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one request; fails on a hang, a 5xx, or a 4xx that is not `{ error, message }`. */
  async function send(request: HostileRequest) {
    const shown = [
      request.method,
      request.url,
      JSON.stringify(request.headers),
      String(request.payload ?? ""),
    ]
      .map((part) => part.slice(0, 300))
      .join(" ");
    const response = await answerOf(request).catch((error: Error) => {
      throw new Error(`${shown}: ${error.message}`);
    });
    answers.push({ request, statusCode: response.statusCode });
    if (response.statusCode >= 500) {
      throw new Error(`${shown} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    }
    if (response.statusCode >= 400 && request.method !== "HEAD") {
      const body = response.json() as { error?: unknown; message?: unknown };
      if (typeof body.error !== "string" || typeof body.message !== "string" || body.message === "") {
        throw new Error(
          `${shown} answered ${response.statusCode} without { error, message }: ${response.body}`,
        );
      }
    }
  }

  const check = (arbitrary: fc.Arbitrary<HostileRequest>, numRuns: number) =>
    fc.assert(fc.asyncProperty(arbitrary, send), { seed: SEED, numRuns, endOnFailure: true });

  it("reads the calls from the document", () => {
    // The fuzzing below is only as good as the document it reads.
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.some((operation) => Object.keys(operation.bodies).length > 0)).toBe(true);
  });

  it("never answers bad parameter values with a 5xx", async () => {
    for (const operation of operations.filter((candidate) => candidate.parameters.length > 0)) {
      await check(hostileParameters(operation), 30);
    }
  });

  it("never answers malformed, truncated or poisoned bodies with a 5xx", async () => {
    for (const operation of operations.filter((candidate) => BODY_METHODS.has(candidate.method))) {
      await check(hostileBodyRequest(operation, fieldNames), 150);
    }
  });

  it("answers odd methods on every path with a 4xx", async () => {
    const paths = [...new Set(operations.map((operation) => operation.path))];
    for (const path of paths) {
      const request = fc.record({
        method: fc.constantFrom(...ODD_METHODS),
        url: fc.constant(fillPath(path, {})),
        headers: fc.constant({}),
      });
      await check(request, 12);
    }
  });

  it("never answers odd headers with a 5xx", async () => {
    for (const operation of operations) {
      const request = fc
        .tuple(
          BODY_METHODS.has(operation.method)
            ? hostileBodyRequest(operation, fieldNames)
            : hostileParameters(operation),
          hostileHeaders,
        )
        .map(([base, headers]) => ({ ...base, headers: { ...base.headers, ...headers } }));
      await check(request, 10);
    }
  });

  it("stored nothing and was not stopped by the rate limits", async () => {
    const accepted = answers.filter(
      (answer) => answer.request.method !== "GET" && answer.statusCode >= 200 && answer.statusCode < 300,
    );
    expect(accepted.map((answer) => `${answer.request.method} ${answer.request.url}`)).toEqual([]);
    expect(await tableCounts()).toEqual(tableCountsBefore);
    expect(await storedFiles()).toEqual([]);
    // Most requests must reach parsing and validation, not stop at a limit.
    const limited = answers.filter((answer) => answer.statusCode === 429).length;
    expect(limited / answers.length).toBeLessThan(0.05);
  });
});
