import { type ComponentType, lazy, Suspense } from "react";
import type { BlockProps } from "./block-props";

type Block = ComponentType<BlockProps>;
/** A lazily loaded block, with its loader for code that needs the component itself (tests). */
export type LazyBlock = Block & { load: () => Promise<Block> };

// The blocks' code being fetched, for blocksLoaded.
const loading = new Set<Promise<Block>>();

/**
 * Resolves once the code of every block rendered so far has arrived. Preact hydrates a page's lazily
 * loaded blocks when their code arrives, after the rest; the page is interactive only then (root.tsx).
 */
export function blocksLoaded(): Promise<unknown> {
  return Promise.allSettled(loading);
}

/**
 * A block whose code the browser fetches only on pages that show it. The server waits for it (only its
 * first render in a process has to) and sends it in the page, complete without scripts. In the browser
 * the boundary keeps the server's HTML while the code arrives during hydration, and shows nothing
 * until it has when a client-side navigation reaches a block not loaded yet.
 */
export function lazyBlock(load: () => Promise<Block>): LazyBlock {
  const Lazy = lazy(async () => {
    const loaded = load();
    loading.add(loaded);
    return { default: await loaded };
  });
  return Object.assign(
    (props: BlockProps) => (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ),
    { load },
  );
}

export function isLazyBlock(block: Block): block is LazyBlock {
  return "load" in block && typeof block.load === "function";
}
