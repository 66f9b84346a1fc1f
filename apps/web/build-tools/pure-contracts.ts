import { type Plugin, parseAst } from "vite";

type Node = { type: string; start: number; end: number };
type Declarator = Node & { init: Node | null };
type Statement = Node & { declaration?: Statement | null; kind?: string; declarations?: Declarator[] };

const CONTRACT_SOURCE = /\/packages\/contracts\/src\/(?!.*\.test\.ts$).*\.ts$/;
const CALLS = new Set(["CallExpression", "NewExpression"]);

/**
 * Wraps each top-level `const X = call(…)` of a module as `const X = /* @__PURE__ *\/ (() => call(…))()`,
 * so the bundler may drop values that nothing uses. Contract files hold zod schemas beside the plain
 * constants the browser needs (languages, page sizes, paths); a bundler must assume a call like
 * `z.object(…)` has side effects and keeps it, and zod with it, wherever one constant of the file is
 * imported. Contract modules only define values, so declaring their top-level calls pure is true.
 */
export function markTopLevelCallsPure(code: string): string {
  const program = parseAst(code) as unknown as { body: Statement[] };
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const { init } of declaration.declarations ?? []) {
      if (init && CALLS.has(init.type)) inits.push(init);
    }
  }
  let result = code;
  // From the end, so earlier offsets stay valid.
  for (const init of inits.reverse()) {
    result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => ${result.slice(init.start, init.end)})()${result.slice(init.end)}`;
  }
  return result;
}

/** Applies {@link markTopLevelCallsPure} to `packages/contracts` sources in the browser build. */
export function pureContracts(): Plugin {
  return {
    name: "isp:pure-contracts",
    // After TypeScript is stripped, so the parser sees JavaScript.
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: CONTRACT_SOURCE },
      handler: (code) => ({ code: markTopLevelCallsPure(code), map: null }),
    },
  };
}
