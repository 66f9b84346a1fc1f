import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { shellChunk } from "./shell-chunk";

// A module graph: id → [static imports, dynamic imports].
const GRAPH: Record<string, [string[], string[]]> = {
  "/app/entry.client.tsx": [["/app/hydrate.ts", "/node_modules/preact/index.js"], []],
  "/app/root.tsx": [
    ["/app/layout/header.tsx", "/node_modules/@mantine/core/index.js"],
    ["/app/lazy-dialog.tsx"],
  ],
  "/app/layout/header.tsx": [["/app/hydrate.ts", "/packages/contracts/languages.ts"], []],
  "/node_modules/@mantine/core/index.js": [["/app/not-a-library.ts"], []],
  "/app/features/page-route.tsx": [["/app/layout/header.tsx", "/app/rich-text.tsx"], []],
  "/app/lazy-dialog.tsx": [[], []],
  "/app/rich-text.tsx": [[], []],
  "/app/hydrate.ts": [[], []],
  "/packages/contracts/languages.ts": [[], []],
  "/node_modules/preact/index.js": [[], []],
  "/app/not-a-library.ts": [[], []],
};

function chunkingContext(): Rolldown.ChunkingContext {
  const importers = (id: string, kind: 0 | 1) =>
    Object.keys(GRAPH).filter((other) => GRAPH[other]?.[kind].includes(id));
  return {
    getModuleInfo: (id: string) =>
      GRAPH[id]
        ? ({
            id,
            importedIds: GRAPH[id][0],
            dynamicallyImportedIds: GRAPH[id][1],
            importers: importers(id, 0),
            dynamicImporters: importers(id, 1),
          } as unknown as Rolldown.ModuleInfo)
        : null,
  };
}

describe("shellChunk", () => {
  const context = chunkingContext();
  const chunkOf = (id: string) => shellChunk(id, context);

  it("puts what the browser entry and the root import statically, at any depth, in the shell", () => {
    expect(chunkOf("/app/hydrate.ts")).toBe("shell");
    expect(chunkOf("/app/layout/header.tsx")).toBe("shell");
    expect(chunkOf("/packages/contracts/languages.ts")).toBe("shell");
  });

  it("leaves the entries themselves, libraries, what only other routes import and lazy modules out", () => {
    for (const id of [
      "/app/entry.client.tsx",
      "/app/root.tsx",
      "/node_modules/preact/index.js",
      "/node_modules/@mantine/core/index.js",
      "/app/not-a-library.ts",
      "/app/rich-text.tsx",
      "/app/features/page-route.tsx",
      "/app/lazy-dialog.tsx",
    ]) {
      expect(chunkOf(id), id).toBeNull();
    }
  });
});
