import type { Language } from "@isp/contracts/languages";

/**
 * Serialised page answers, by page id and language. Pages change rarely and are read on every visit,
 * so each instance keeps them for a minute. Today pages change only by seeding, before the server
 * listens; a content editor added later clears the cache of its instance, and other instances catch
 * up within the time-to-live.
 */
export function createPageCache({ ttlMs = 60_000, now = () => Date.now() } = {}) {
  const entries = new Map<string, { body: string; etag: string; expiresAt: number }>();
  const keyOf = (pageId: string, language: Language) => `${pageId}\u0000${language}`;
  return {
    get(pageId: string, language: Language) {
      const entry = entries.get(keyOf(pageId, language));
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(keyOf(pageId, language));
        return undefined;
      }
      return entry;
    },
    set(pageId: string, language: Language, body: string, etag: string) {
      entries.set(keyOf(pageId, language), { body, etag, expiresAt: now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
