import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

// The modules every page runs: the browser entry and the root route, with what they import statically.
const SHELL_ENTRIES = /[\\/]app[\\/](entry\.client|root)\.tsx$/;

const shells = new WeakMap<ChunkingContext, Set<string>>();

// The libraries keep their own chunks (vite.config.ts): an index module imports all of a library,
// though the bundler keeps only what the app uses.
const isAppSource = (id: string) => !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith("\0");

/** The modules reachable from `starts`, `links` giving each module's neighbours; `starts` included. */
function reachable(starts: string[], links: (id: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...links(next));
  }
  return seen;
}

/**
 * The ids of the modules the shell entries import statically, directly or through others. The
 * entries are found by walking the whole graph from any module, up and down.
 */
function shellModules(context: ChunkingContext, id: string): Set<string> {
  let modules = shells.get(context);
  if (modules) return modules;
  const info = (next: string) => context.getModuleInfo(next);
  const graph = reachable([id], (next) => {
    const module = info(next);
    return module
      ? [
          ...module.importers,
          ...module.dynamicImporters,
          ...module.importedIds,
          ...module.dynamicallyImportedIds,
        ]
      : [];
  });
  const entries = [...graph].filter((next) => SHELL_ENTRIES.test(next));
  modules = reachable(entries, (next) => (info(next)?.importedIds ?? []).filter(isAppSource));
  shells.set(context, modules);
  return modules;
}

/**
 * Names the chunk of the modules every page runs before it hydrates, "shell": in one file instead of
 * some fifteen small ones (a fetch, a compile and a preload each on a slow phone). No page loads a byte
 * more, since every page runs all of them.
 */
export function shellChunk(id: string, context: ChunkingContext): string | null {
  return shellModules(context, id).has(id) && !SHELL_ENTRIES.test(id) ? "shell" : null;
}
