import type { Language } from "@isp/contracts/languages";
import type { EncodedBody } from "../../http/content-coding";
import { type ContentRevision, createContentRevision } from "./content-revision";

/** A page's answer as cached: its bytes with their compressed forms, and their ETag. */
export type CachedPage = { body: EncodedBody; etag: string };

/**
 * Serialised page answers (with their compressed forms), by page id and language. Pages change rarely
 * and are read on every visit,
 * so each instance keeps them until the content revision moves on (a change in this instance), and at
 * most a minute (a change made by another instance).
 */
export function createPageCache({
  revision = createContentRevision(),
  ttlMs = 60_000,
  now = () => Date.now(),
}: {
  revision?: ContentRevision;
  ttlMs?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, CachedPage & { revision: number; expiresAt: number }>();
  const keyOf = (pageId: string, language: Language) => `${pageId}\u0000${language}`;
  return {
    get(pageId: string, language: Language) {
      const entry = entries.get(keyOf(pageId, language));
      if (!entry) return undefined;
      if (entry.expiresAt <= now() || entry.revision !== revision.current()) {
        entries.delete(keyOf(pageId, language));
        return undefined;
      }
      return entry;
    },
    set(pageId: string, language: Language, body: EncodedBody, etag: string) {
      const entry = { body, etag, revision: revision.current(), expiresAt: now() + ttlMs };
      entries.set(keyOf(pageId, language), entry);
      return entry;
    },
  };
}
