import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { forgetFoldedTexts } from "./folded-texts";
import { STATE_ID, storedFingerprint } from "./index-state";
import { quoteLexeme } from "./parse-query";
import { plainTextOf } from "./plain-text";
import type { SearchableDocument } from "./searchable-document";
import { type SearchSection, searchDocuments, searchIndexState } from "./tables";
import { foldCharacters, tokenizeText } from "./tokenize-text";

// Part of the fingerprint: raise it when tokenizing or weighting changes, so indexes built by an
// older version are rebuilt at the next start.
const INDEX_FORMAT = 2;
// PostgreSQL keeps positions up to 16383 and at most 256 of them per term; longer terms are noise.
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_TERM = 256;
const MAX_TERM_LENGTH = 100;
// Any fixed number: instances starting together rebuild one after the other.
const LOCK_KEY = 4_142_001;
const INSERT_BATCH = 200;

type IndexRow = typeof searchDocuments.$inferInsert;

class VectorBuilder {
  private readonly positions = new Map<string, string[]>();
  private position = 0;
  private lastStart = -1;

  /** Adds a text's words; a hyphen-joined form takes the position of its first half. */
  add(text: string, language: SearchableDocument["language"], weight: "A" | "B" | "C") {
    for (const token of tokenizeText(text, language)) {
      if (token.start !== this.lastStart) this.position = Math.min(this.position + 1, MAX_POSITION);
      this.lastStart = token.start;
      if (token.term.length > MAX_TERM_LENGTH) continue;
      const list = this.positions.get(token.term) ?? [];
      if (list.length < MAX_POSITIONS_PER_TERM) list.push(`${this.position}${weight}`);
      this.positions.set(token.term, list);
    }
    // A gap between texts, so words of different parts do not read as neighbours.
    this.position = Math.min(this.position + 1, MAX_POSITION);
    this.lastStart = -1;
  }

  /** The tsvector in its text form ('term':1A,5B …), read the same by PGlite and PostgreSQL. */
  toString(): string {
    return [...this.positions]
      .map(([term, positions]) => `${quoteLexeme(term)}:${[...new Set(positions)].join(",")}`)
      .join(" ");
  }
}

/** A document as an index row: its plain text, the sections of that text, its terms. */
function toIndexRow(document: SearchableDocument): IndexRow {
  const vector = new VectorBuilder();
  vector.add(document.title, document.language, "A");
  if (document.context) vector.add(document.context, document.language, "B");
  // Right after the title: cover density ranks words found close together higher.
  for (const keyword of document.keywords ?? []) vector.add(keyword, document.language, "B");
  const lines: string[] = [];
  const sections: SearchSection[] = [];
  let length = 0;
  for (const part of document.parts) {
    const text = part.text ? (part.isRichText ? plainTextOf(part.text) : part.text.trim()) : "";
    if (!text) continue;
    const start = lines.length === 0 ? 0 : length + 1;
    if (part.anchor && sections.at(-1)?.anchor !== part.anchor) sections.push({ start, anchor: part.anchor });
    lines.push(text);
    length = start + text.length;
    vector.add(text, document.language, part.weight ?? "C");
  }
  const body = lines.join("\n");
  return {
    kind: document.kind,
    refId: document.refId,
    language: document.language,
    title: document.title,
    context: document.context,
    body,
    sections,
    target: document.target,
    foldedTitle: foldCharacters(document.title),
    foldedBody: foldCharacters(body),
    vector: vector.toString(),
    visibleFrom: document.visibleFrom ?? null,
    visibleUntil: document.visibleUntil ?? null,
  };
}

/**
 * A module's list of what it offers the search. The modules that own the content pass theirs in, so
 * the search depends on none of them (see refresh-site-search.ts).
 */
export type DocumentSource = (db: Database) => Promise<SearchableDocument[]>;

/** Everything the sources offer, in a stable order. */
async function listAllDocuments(db: Database, sources: DocumentSource[]): Promise<SearchableDocument[]> {
  return (await Promise.all(sources.map((listDocuments) => listDocuments(db)))).flat();
}

function fingerprintOf(documents: SearchableDocument[]): string {
  return createHash("sha256")
    .update(JSON.stringify({ format: INDEX_FORMAT, documents }))
    .digest("base64url");
}

/**
 * Brings the search index up to date with the content, news and vacancies. Cheap when nothing changed
 * (the documents are listed and hashed, not segmented); otherwise the index is rebuilt in one
 * transaction, so searches see the old index or the new one, never half of one. Called at start-up
 * and after seeding; anything that changes searchable content should call it after the change.
 */
export async function refreshSearchIndex(
  db: Database,
  sources: DocumentSource[],
): Promise<{ isRebuilt: boolean; documents: number }> {
  const documents = await listAllDocuments(db, sources);
  const fingerprint = fingerprintOf(documents);
  if ((await storedFingerprint(db)) === fingerprint) return { isRebuilt: false, documents: documents.length };
  const rows = documents.map(toIndexRow);
  const isRebuilt = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    // Another instance may have rebuilt it while this one waited for the lock.
    if ((await storedFingerprint(tx)) === fingerprint) return false;
    await tx.delete(searchDocuments);
    for (let index = 0; index < rows.length; index += INSERT_BATCH) {
      await tx.insert(searchDocuments).values(rows.slice(index, index + INSERT_BATCH));
    }
    const state = { fingerprint, documents: rows.length, builtAt: new Date() };
    await tx
      .insert(searchIndexState)
      .values({ id: STATE_ID, ...state })
      .onConflictDoUpdate({ target: searchIndexState.id, set: state });
    return true;
  });
  // Changed here or, while this one waited for the lock, by another instance.
  forgetFoldedTexts(db);
  return { isRebuilt, documents: documents.length };
}
