import { type ComponentType, lazy, Suspense, useState } from "react";
import { hydrationWaitsFor, isHydratingServerPage, nextTask } from "../components/hydrate-later";
import type { BlockProps } from "./block-props";

type Block = ComponentType<BlockProps>;
/**
 * A lazily loaded block, with its loader: for code that needs the component itself (tests), and for a
 * client-side navigation to a page that shows it, which waits for its code (features/screens/page-route).
 */
export type LazyBlock = Block & { load: () => Promise<Block> };

/**
 * A block whose code the browser fetches only on pages that show it. The server waits for it (only its
 * first render in a process has to) and sends it in the page, complete without scripts. In the browser
 * the boundary keeps the server's HTML while the code arrives during hydration. A block mounted once
 * its code is here renders at once, with the rest of its page: shown a moment later, it pushed the parts
 * after it down, away from where a link to one of them had scrolled.
 */
export function lazyBlock(importBlock: () => Promise<Block>): LazyBlock {
  let loading: Promise<Block> | undefined;
  let loaded: Block | undefined;
  const load = () => {
    if (!loading) {
      loading = importBlock().then(async (block) => {
        // Preact hydrates the block when its code arrives, after the rest: the page is interactive then.
        // It renders a task after its modules ran: together (a form's code and its hydration) they made
        // one long task on a slow phone.
        await nextTask();
        loaded = block;
        return block;
      });
      // A failed download is tried again by the next page that needs the block.
      loading.catch(() => {
        loading = undefined;
      });
      hydrationWaitsFor(loading);
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per kind, as registry.ts loads
  const View = (props: BlockProps) => {
    // Decided as it mounts, so that a block never changes component (and loses its state) later.
    const [Loaded] = useState(() => (isHydratingServerPage() ? undefined : loaded));
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
  };
  return Object.assign(View, { load });
}

export function isLazyBlock(block: Block): block is LazyBlock {
  return "load" in block && typeof block.load === "function";
}
