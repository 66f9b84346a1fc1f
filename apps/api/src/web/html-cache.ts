import type { ContentRevision } from "../modules/content/content-revision";
import type { HtmlTemplate } from "./html-template";

export type CachedPage = {
  template: HtmlTemplate;
  /** The answer's headers that belong to the page (type, caching, language). */
  headers: Record<string, string>;
};

type Entry = CachedPage & { revision: number; expiresAt: number };

/**
 * Rendered public pages by key (address and what else changes the HTML; see page-cache-key.ts). An
 * entry is served while the content revision it was rendered at is current, for at most `ttlMs` (the
 * backstop for changes this instance does not hear of, and for content that ends by date, such as a
 * vacancy's deadline). The least recently used entries go first once `maxBytes` is reached, so odd
 * query strings cannot fill the memory.
 */
export function createHtmlCache({
  revision,
  ttlMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  now = () => Date.now(),
}: {
  revision: ContentRevision;
  ttlMs?: number;
  maxBytes?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.template.size;
  };
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.revision !== revision.current() || entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      // Map order is insertion order: moving a hit to the end keeps the least recently used first.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** `renderedAt`: the revision when rendering began, so a page rendered during a change is not kept. */
    set(key: string, page: CachedPage, renderedAt: number) {
      if (renderedAt !== revision.current() || page.template.size > maxBytes) return;
      remove(key);
      entries.set(key, { ...page, revision: renderedAt, expiresAt: now() + ttlMs });
      bytes += page.template.size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
