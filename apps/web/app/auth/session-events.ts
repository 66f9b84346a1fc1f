const listeners = new Set<() => void>();

/** Tells the page (header, private screens) that tokens were stored or cleared. */
export function notifySessionChanged() {
  for (const listener of listeners) listener();
}

/** Listens for the session changing in this tab, or in another (which shares the tokens' storage). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
