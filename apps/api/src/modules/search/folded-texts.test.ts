import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { refreshSiteSearch } from "../../refresh-site-search";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { faqItems } from "../content/tables";
import { documentsContainingAll } from "./folded-texts";
import { searchDocuments, searchIndexState } from "./tables";

describe.each(testDatabaseKinds())("documents containing typed parts on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const aKhmerDocument = async () => {
    const [row] = await ctx.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.language, "km"), sql`length(${searchDocuments.foldedBody}) > 200`))
      .orderBy(searchDocuments.id)
      .limit(1);
    if (!row) throw new Error("no seeded Khmer document");
    return row;
  };

  it("finds the documents of a language whose title or body has every part", async () => {
    const document = await aKhmerDocument();
    const fromTitle = document.foldedTitle.split(" ")[0] as string;
    const fromBody = document.foldedBody.slice(100, 106);
    expect(await documentsContainingAll(ctx.db, "km", [fromTitle, fromBody])).toContain(document.id);
    expect(await documentsContainingAll(ctx.db, "en", [fromTitle, fromBody])).not.toContain(document.id);
    expect(await documentsContainingAll(ctx.db, "km", [fromTitle, "ឃ្ឃ្ឃ្ឃ"])).toEqual([]);
    // A part from the end of the title and the start of the body is in neither.
    const spanning = `${document.foldedTitle.slice(-2)}${document.foldedBody.slice(0, 2)}`;
    expect(await documentsContainingAll(ctx.db, "km", [spanning])).not.toContain(document.id);
  });

  it("sees a rebuild of this process's index at once", async () => {
    const [item] = await ctx.db.select().from(faqItems).limit(1);
    if (!item) throw new Error("no seeded FAQ");
    const word = "ក្វកកាហ្វូន";
    expect(await documentsContainingAll(ctx.db, "km", [word])).toEqual([]);
    await ctx.db
      .update(faqItems)
      .set({ question: { ...item.question, km: `${item.question.km} ${word}` } })
      .where(eq(faqItems.id, item.id));
    await refreshSiteSearch(ctx.db);
    expect(await documentsContainingAll(ctx.db, "km", [word])).toHaveLength(1);
    await ctx.db.update(faqItems).set({ question: item.question }).where(eq(faqItems.id, item.id));
    await refreshSiteSearch(ctx.db);
    expect(await documentsContainingAll(ctx.db, "km", [word])).toEqual([]);
  });

  it("sees another instance's rebuild within a minute", async () => {
    const document = await aKhmerDocument();
    const word = "ឃ្វាកកាហ្វូន";
    await documentsContainingAll(ctx.db, "km", [word]);
    // What another instance's rebuild leaves: other rows and another fingerprint.
    const [state] = await ctx.db.select().from(searchIndexState);
    await ctx.db
      .update(searchDocuments)
      .set({ foldedBody: `${document.foldedBody} ${word}` })
      .where(eq(searchDocuments.id, document.id));
    await ctx.db.update(searchIndexState).set({ fingerprint: "rebuilt elsewhere" });
    expect(await documentsContainingAll(ctx.db, "km", [word])).toEqual([]);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61_000);
    expect(await documentsContainingAll(ctx.db, "km", [word])).toEqual([document.id]);
    await ctx.db
      .update(searchDocuments)
      .set({ foldedBody: document.foldedBody })
      .where(eq(searchDocuments.id, document.id));
    await ctx.db.update(searchIndexState).set({ fingerprint: state?.fingerprint ?? "" });
  });
});
