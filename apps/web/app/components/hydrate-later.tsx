import { options } from "preact";
import { type ReactElement, Suspense } from "react";
import { releaseWhenNear } from "./hydrate-when-near";

/**
 * Parts of a server page that hydrate after the rest, each in its own task. Preact hydrates a page in
 * one task; on a long page on a slow phone that task held the main thread for half a second
 * (Lighthouse's total blocking time). A part keeps its server HTML, visible and readable (links work),
 * until its turn comes a moment later.
 */

let isHydrating = false;
const turns: Array<() => void> = [];
/** A part waiting for the visitor; `element` is its server node, once the page has hydrated. */
type NearPart = { turn: Promise<void>; release: () => void; isReleased: boolean; element?: Element };
// Parts that wait for the visitor to come near, by the id of their element.
const nearParts = new Map<string, NearPart>();
// What the page waits for before it counts as interactive: later parts and lazily loaded code.
const pending = new Set<Promise<unknown>>();
// Set once the page's first render is committed: from then on a part that waits is scheduled as it
// renders (a part inside a later part: the page's blocks inside its content).
let isReleasing = false;
let isTurnScheduled = false;

/** Preact's own: a re-render runs in the microtasks of the task that asked for it. */
const renderInThisTask = options.debounceRendering;

/** The browser's entry calls this before hydrating a server page; client-side navigation never defers. */
export function deferLaterPartsWhileHydrating() {
  isHydrating = true;
  isReleasing = false;
  nearParts.clear();
  // The router suspends the first render until it has decoded the server's data; rendering the page
  // in the same task made one long task of both on a slow phone. Until the page has hydrated, a
  // render that waited (the router, a later part) runs in a task of its own.
  options.debounceRendering = (render) => setTimeout(render);
}

// True in the task in which a later part is released: the part hydrates from the server's nodes then.
let isHydratingPart = false;

/**
 * True while the browser hydrates a server page: its first render, and the task in which a later part
 * hydrates (a lazily loaded block hydrates after it, once its code is there).
 */
export function isHydratingServerPage() {
  return isHydrating || isHydratingPart;
}

/**
 * Releases a part that waited: it hydrates in this task's microtasks (the next part gets a task of its
 * own). Resolves once it has, with the code it asked for as it did (a lazily loaded block's).
 */
function hydratePart(release: () => void): Promise<void> {
  isHydratingPart = true;
  const before = new Set(pending);
  release();
  const hydrated = new Promise<void>((resolve) =>
    setTimeout(() => {
      isHydratingPart = false;
      const askedFor = [...pending].filter((work) => !before.has(work) && work !== hydrated);
      // A task after its code has arrived, the part has rendered with it.
      void Promise.allSettled(askedFor).then(nextTask).then(resolve);
    }),
  );
  return hydrated;
}

/** Work that must be done before the page is interactive (a block's code being fetched). */
export function hydrationWaitsFor(work: Promise<unknown>) {
  pending.add(work);
}

/** Hydrates the next waiting part, each in a task of its own, until none waits. */
function releaseNextTurn() {
  const release = turns.shift();
  isTurnScheduled = release !== undefined;
  if (!release) return;
  void hydratePart(release);
  setTimeout(releaseNextTurn);
}

function scheduleTurns() {
  if (!isReleasing || isTurnScheduled || turns.length === 0) return;
  isTurnScheduled = true;
  setTimeout(releaseNextTurn);
}

function waitForTurn(release: () => void) {
  turns.push(release);
  scheduleTurns();
}

/** Watches a part's server node; without one (not in this page) the part takes a turn instead. */
function waitForVisitor(id: string, part: NearPart) {
  part.element = document.getElementById(id) ?? undefined;
  if (!part.element) return waitForTurn(part.release);
  releaseWhenNear(part.element, () => {
    const hydrated = hydratePart(part.release);
    // Once the visitor has released it, `hydrationSettled` waits for it too.
    hydrationWaitsFor(hydrated);
    return hydrated;
  });
}

/** The root calls this once the page's first render is committed: later parts then hydrate in turn. */
export function hydrateLaterParts() {
  isHydrating = false;
  options.debounceRendering = renderInThisTask;
  isReleasing = true;
  for (const [id, part] of nearParts) waitForVisitor(id, part);
  scheduleTurns();
}

/** Resolves in a task of its own: what follows does not lengthen the task running now. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Resolves once every later part has hydrated and all awaited code has arrived, including what the
 * parts asked for as they hydrated.
 */
export async function hydrationSettled(): Promise<void> {
  for (let seen = -1; seen !== pending.size; ) {
    seen = pending.size;
    await Promise.allSettled(pending);
    // A task later, what the settled work released has rendered (and may have asked for more).
    await nextTask();
  }
}

function WaitForTurn({ children, whenNear }: { children: ReactElement; whenNear?: string }) {
  if (whenNear) return <WaitForVisitor id={whenNear}>{children}</WaitForVisitor>;
  // Only parts of the first render take turns: Preact renders a part that waited anew, with nothing
  // by which to tell it from a part inside it.
  if (!isHydrating) return children;
  const turn = new Promise<void>((resolve) => waitForTurn(resolve));
  hydrationWaitsFor(turn);
  // Preact keeps the server's HTML of a part that suspends while hydrating, and hydrates it on release.
  throw turn;
}

function WaitForVisitor({ children, id }: { children: ReactElement; id: string }) {
  const waiting = nearParts.get(id);
  if (waiting) {
    // Released: it renders, in the task it hydrates in and ever after.
    if (waiting.isReleased) return children;
    // The page re-renders after hydrating (the router's first update): the part keeps waiting, unless
    // its server node is gone (the visitor went to another page in the app).
    if (!waiting.element || waiting.element.isConnected) throw waiting.turn;
    waiting.release();
    return children;
  }
  if (!isHydratingServerPage()) return children;
  let release = () => {};
  const turn = new Promise<void>((resolve) => {
    release = () => {
      part.isReleased = true;
      resolve();
    };
  });
  // Not awaited by `hydrationSettled`: the page is interactive without a part that waits for the visitor.
  const part: NearPart = { turn, release, isReleased: false };
  nearParts.set(id, part);
  // Inside a part that hydrates later, once the page's own first render is committed.
  if (isReleasing) waitForVisitor(id, part);
  throw turn;
}

/**
 * `children`: one element (Preact keeps the first server node of a part that waits). With `whenNear`,
 * the part hydrates only once the visitor comes near it or touches it (hydrate-when-near.ts); its
 * element then needs an `id` unique in the page, by which it is found once the page has hydrated.
 */
export function HydrateLater({
  children,
  whenNear = false,
}: {
  children: ReactElement<{ id?: string }>;
  whenNear?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn whenNear={whenNear ? children.props.id : undefined}>{children}</WaitForTurn>
    </Suspense>
  );
}
