import { type ComponentType, lazy, Suspense } from "react";
import { hydrationWaitsFor, nextTask } from "../components/hydrate-later";
import type { BlockProps } from "./block-props";

type Block = ComponentType<BlockProps>;
/** A lazily loaded block, with its loader for code that needs the component itself (tests). */
export type LazyBlock = Block & { load: () => Promise<Block> };

/**
 * A block whose code the browser fetches only on pages that show it. The server waits for it (only its
 * first render in a process has to) and sends it in the page, complete without scripts. In the browser
 * the boundary keeps the server's HTML while the code arrives during hydration, and shows nothing
 * until it has when a client-side navigation reaches a block not loaded yet.
 */
export function lazyBlock(load: () => Promise<Block>): LazyBlock {
  const Lazy = lazy(async () => {
    // Preact hydrates the block when its code arrives, after the rest: the page is interactive then.
    // It renders a task after its modules ran: together (a form's code and its hydration) they made
    // one long task on a slow phone.
    const loaded = load().then(async (block) => {
      await nextTask();
      return block;
    });
    hydrationWaitsFor(loaded);
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
