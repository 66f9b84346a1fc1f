import type { Database } from "../../db/client";
import { storedFingerprint } from "./index-state";
import { searchDocuments } from "./tables";

// How long kept texts are trusted before the index's fingerprint is read again: the backstop for an
// index rebuilt by another instance (this one's rebuilds forget them at once).
const CHECK_AFTER_MS = 60_000;

type FoldedText = { id: number; text: string };
type Kept = { fingerprint: string | null; checkedAt: number; byLanguage: Map<string, FoldedText[]> };

const keptByDatabase = new WeakMap<Database, Promise<Kept>>();

async function load(db: Database): Promise<Kept> {
  // The fingerprint first: a rebuild between the two reads leaves an older fingerprint, read again later.
  const fingerprint = await storedFingerprint(db);
  const rows = await db
    .select({
      id: searchDocuments.id,
      language: searchDocuments.language,
      foldedTitle: searchDocuments.foldedTitle,
      foldedBody: searchDocuments.foldedBody,
    })
    .from(searchDocuments);
  const byLanguage = new Map<string, FoldedText[]>();
  for (const row of rows) {
    const texts = byLanguage.get(row.language) ?? [];
    // A line break, which no typed part contains, keeps a part from spanning title and body.
    texts.push({ id: row.id, text: `${row.foldedTitle}\n${row.foldedBody}` });
    byLanguage.set(row.language, texts);
  }
  return { fingerprint, checkedAt: Date.now(), byLanguage };
}

function loadKept(db: Database): Promise<Kept> {
  const kept = load(db);
  keptByDatabase.set(db, kept);
  kept.catch(() => {
    if (keptByDatabase.get(db) === kept) keptByDatabase.delete(db);
  });
  return kept;
}

async function keptTexts(db: Database): Promise<Kept> {
  const pending = keptByDatabase.get(db);
  if (!pending) return loadKept(db);
  const kept = await pending;
  if (Date.now() - kept.checkedAt < CHECK_AFTER_MS) return kept;
  // One check at a time: the searches meanwhile use what is kept.
  kept.checkedAt = Date.now();
  if ((await storedFingerprint(db)) === kept.fingerprint) return kept;
  // Unless a rebuild here or another search has already begun loading them again.
  const current = keptByDatabase.get(db);
  return current && current !== pending ? current : loadKept(db);
}

/** Drops the kept texts of a database whose index was rebuilt. */
export function forgetFoldedTexts(db: Database): void {
  keptByDatabase.delete(db);
}

/**
 * The documents of a language whose folded title or body contains every part (each in one of them).
 * The texts are kept in process: looking through a few hundred here takes a fraction of a millisecond,
 * where the database would read every document's body for it at each search.
 */
export async function documentsContainingAll(
  db: Database,
  language: string,
  parts: string[],
): Promise<number[]> {
  const texts = (await keptTexts(db)).byLanguage.get(language) ?? [];
  return texts.filter(({ text }) => parts.every((part) => text.includes(part))).map(({ id }) => id);
}
