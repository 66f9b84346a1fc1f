import { build, type Plugin, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { markTopLevelCallsPure, pureContracts } from "./pure-contracts";

describe("markTopLevelCallsPure", () => {
  it("wraps top-level calls in a pure IIFE and leaves other values and nested code alone", () => {
    const code = [
      "export const LIMIT = 10;",
      "export const Schema = z.object({ a: z.string().min(1, issue('x')) });",
      "const Base = new Map([[1, 2]]);",
      "let mutable = f();",
      "export function g() { const inner = z.string(); return inner; }",
    ].join("\n");
    expect(markTopLevelCallsPure(code)).toBe(
      [
        "export const LIMIT = 10;",
        "export const Schema = /* @__PURE__ */ (() => z.object({ a: z.string().min(1, issue('x')) }))();",
        "const Base = /* @__PURE__ */ (() => new Map([[1, 2]]))();",
        "let mutable = f();",
        "export function g() { const inner = z.string(); return inner; }",
      ].join("\n"),
    );
  });
});

/** Bundles `import { LANGUAGES } from "@isp/contracts/languages"` for the browser and returns the code. */
async function bundleLanguageConstants(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: "entry",
    resolveId: (id) => (id === "entry" ? "\0entry" : null),
    load: (id) =>
      id === "\0entry"
        ? 'import { LANGUAGES } from "@isp/contracts/languages"; console.log(LANGUAGES);'
        : null,
  };
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: "entry" } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
}

describe("pureContracts", () => {
  it("keeps zod out of a browser bundle that only uses a contract's constants", async () => {
    // zod's base type registers itself under this name; the control shows the check can see zod.
    expect(await bundleLanguageConstants([])).toContain('"$ZodType"');
    const code = await bundleLanguageConstants([pureContracts()]);
    expect(code).not.toContain('"$ZodType"');
    expect(code).toContain('"km"');
  }, 30_000);
});
