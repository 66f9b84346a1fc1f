import { type ComponentType, lazy } from "react";
import { HydrationBoundary } from "../components/hydration-boundary";
import type { BlockProps } from "./block-props";

type Block = ComponentType<BlockProps>;
/** A lazily loaded block, with its loader for code that needs the component itself (tests). */
export type LazyBlock = Block & { load: () => Promise<Block> };

/**
 * A block whose code the browser fetches only on pages that show it. There is deliberately no Suspense
 * boundary around it on the server (HydrationBoundary): the server then waits for the block (only its first render in a process has to)
 * and sends it inline in the page, complete without scripts, and the browser's hydration waits for the
 * code while the server's HTML stays as it is. A boundary would let React stream a large block after
 * the rest of the page, hidden until a script moves it into place.
 */
export function lazyBlock(load: () => Promise<Block>): LazyBlock {
  const Lazy = lazy(async () => ({ default: await load() }));
  return Object.assign(
    (props: BlockProps) => (
      <HydrationBoundary>
        <Lazy {...props} />
      </HydrationBoundary>
    ),
    { load },
  );
}

export function isLazyBlock(block: Block): block is LazyBlock {
  return "load" in block && typeof block.load === "function";
}
