import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

// The modules every page runs: the browser entry and the root route, with what they import statically.
const SHELL_ENTRIES = /[\\/]app[\\/](entry\.client|root)\.tsx$/;

const shells = new WeakMap<ChunkingContext, Set<string>>();

// The libraries keep their own chunks (vite.config.ts): an index module imports all of a library,
// though the bundler keeps only what the app uses.
const isAppSource = (id: string) => !/[\\/]node_modules[\\/]/.test(id) && !id.startsWith("\0");

/** The ids of the modules the shell entries import statically, directly or through others. */
function shellModules(context: ChunkingContext, id: string): Set<string> {
  let modules = shells.get(context);
  if (modules) return modules;
  modules = new Set();
  const entries = findEntries(context, id);
  const stack = [...entries];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (modules.has(next)) continue;
    modules.add(next);
    stack.push(...(context.getModuleInfo(next)?.importedIds ?? []).filter(isAppSource));
  }
  shells.set(context, modules);
  return modules;
}

/** The shell entries, found by walking up from any module to the modules nothing imports. */
function findEntries(context: ChunkingContext, from: string): string[] {
  const seen = new Set<string>();
  const stack = [from];
  const entries: string[] = [];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const info = context.getModuleInfo(next);
    if (!info) continue;
    if (SHELL_ENTRIES.test(next)) entries.push(next);
    stack.push(
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    );
  }
  return entries;
}

/**
 * Names the chunk of the modules every page runs before it hydrates, "shell": in one file instead of
 * some fifteen small ones (a fetch, a compile and a preload each on a slow phone). No page loads a byte
 * more, since every page runs all of them.
 */
export function shellChunk(id: string, context: ChunkingContext): string | null {
  return shellModules(context, id).has(id) && !SHELL_ENTRIES.test(id) ? "shell" : null;
}
