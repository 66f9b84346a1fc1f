import type { ComponentChildren } from "preact";
import { type Context, use as preactUse, useContext } from "preact/compat";

/**
 * `react` and `react-dom` for the app and its libraries (vite.config.ts): preact/compat, plus the few
 * React 19 exports it lacks that React Router and Mantine import.
 */
// @ts-expect-error preact/compat types React's `export =` namespace; the module itself has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router's RouterProvider sets the optimistic state only with `useTransitions`, which the app
 * does not use; it always renders the state it is given.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, () => {}];
}

/**
 * Mantine wraps content kept mounted while hidden (`keepMounted`) in React's Activity, which Preact
 * lacks: here hidden content is not rendered (its state is not kept). No screen uses `keepMounted`.
 */
export function Activity({ mode, children }: { mode?: "visible" | "hidden"; children?: ComponentChildren }) {
  return mode === "hidden" ? null : children;
}

/**
 * preact/compat's `use(Context)` reads a field of the component that preact-render-to-string does not
 * set, so it fails on the server; Mantine reads its theme that way. Contexts go through useContext
 * (Mantine, like React Router, calls `use` at the top of a component, as it would a hook).
 */
export function use<Value>(usable: Context<Value> | Promise<Value>): Value {
  // biome-ignore lint/correctness/useHookAtTopLevel: a call site always passes the same kind of value
  return typeof usable === "function" ? useContext(usable) : preactUse(usable);
}
