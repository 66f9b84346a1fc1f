import { type ReactNode, Suspense } from "react";

const IN_BROWSER = typeof document !== "undefined";

/**
 * Lets lazily loaded code finish loading while the page hydrates. The browser runs Preact
 * (build-tools/preact-in-browser.ts), which needs a Suspense boundary to wait for a lazy component and
 * keeps the server's HTML in place until it has arrived; without one, hydration stops at the first
 * lazy component. The server renders with React, which waits for lazy code without a boundary and
 * sends it inline; a boundary there would stream it after the page instead, so it gets none.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return IN_BROWSER ? <Suspense fallback={null}>{children}</Suspense> : children;
}
