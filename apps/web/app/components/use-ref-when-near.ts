import { type RefCallback, useCallback, useRef } from "react";

/**
 * A ref that hands its element on to `ref` only once the element comes within a screen's height of
 * the viewport. For code that measures its element when given it: a carousel below the fold
 * measured every slide while the page hydrated, making the browser lay out a part it had skipped
 * (content-visibility) in the middle of a long task.
 */
export function useRefWhenNear<T extends Element>(ref: RefCallback<T>): RefCallback<T> {
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node) {
        ref(null);
        return;
      }
      const watcher = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watcher.disconnect();
          ref(node);
        },
        { rootMargin: "100% 0px" },
      );
      watcher.observe(node);
      observer.current = watcher;
    },
    [ref],
  );
}
