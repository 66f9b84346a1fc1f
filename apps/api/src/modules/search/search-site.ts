import type { Language } from "@isp/contracts/languages";
import type { SearchResponse, SearchResult, SearchTarget } from "@isp/contracts/search/search-site";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Database } from "../../db/client";
import { documentsContainingAll } from "./folded-texts";
import { makeSnippet } from "./make-snippet";
import { type ParsedQuery, parseQuery, scriptLanguageOf } from "./parse-query";
import { type SearchSection, searchDocuments } from "./tables";

// ts_rank_cd weights of D, C (body), B (headings, names, prices) and A (titles).
const WEIGHTS = sql.raw("'{0.1, 0.2, 0.5, 1.0}'::float4[]");
// Rank divided by 1 + log(length) (a long page mentioning a word often does not bury a short answer),
// then scaled to rank / (rank + 1), below 1, so it orders documents that cover alike and no more.
const NORMALIZATION = sql.raw("33");
// Added when the title contains the query as typed ("One TV" for "one tv").
const TITLE_BONUS = sql.raw("0.3");
// What it counts that a document has the query's words anywhere, in its headings (and title), and in
// its title: words in a heading say what a document is about, words in a long text often do not.
// Together they outweigh ts_rank_cd (below 1), which orders documents that cover alike.
const COVERAGE_WEIGHT = 1;
const HEADING_COVERAGE_WEIGHT = 1.5;
const TITLE_COVERAGE_WEIGHT = 1;
// Among documents that cover a query alike, what a visitor usually wants: a page or an answer that
// stays true, before an offer or a vacancy, before a news item of one day.
const KIND_PRIOR = sql.raw(
  "(case kind when 'page' then 0.2 when 'faq' then 0.2 when 'product' then 0.1 when 'vacancy' then 0.1 else 0 end)",
);
const columns = searchDocuments;

function isVisibleOn(today: string): SQL {
  return and(
    or(isNull(columns.visibleFrom), lte(columns.visibleFrom, today)),
    or(isNull(columns.visibleUntil), gte(columns.visibleUntil, today)),
  ) as SQL;
}

// How many documents of a language have a term, kept a few minutes: the index changes only when the
// content does, and a rarity a few minutes old ranks as well. Bounded like any per-query cache.
const FREQUENCY_TTL_MS = 5 * 60_000;
const MAX_FREQUENCIES = 5000;
type Frequency = { found: number; total: number; at: number };
const frequenciesByDatabase = new WeakMap<Database, Map<string, Frequency>>();

/**
 * How much each term says about what is wanted: rare words (hotline, engineer) more than common ones
 * (number, internet), by inverse document frequency over the language's documents; shares of 1.
 */
async function termWeights(
  db: Database,
  query: ParsedQuery,
  language: Language,
  where: SQL,
): Promise<number[]> {
  const now = Date.now();
  let frequencies = frequenciesByDatabase.get(db);
  if (!frequencies) {
    frequencies = new Map();
    frequenciesByDatabase.set(db, frequencies);
  }
  const keyOf = (termQuery: string) => `${language}\n${termQuery}`;
  const fresh = (termQuery: string) => {
    const known = frequencies.get(keyOf(termQuery));
    return known && now - known.at < FREQUENCY_TTL_MS ? known : undefined;
  };
  const missing = query.termQueries.filter((termQuery) => !fresh(termQuery));
  if (missing.length > 0) {
    const counts = Object.fromEntries(
      missing.map((termQuery, index) => [
        `term${index}`,
        sql<number>`(count(*) filter (where ${columns.vector} @@ ${termQuery}::tsquery))::int`,
      ]),
    );
    const [row] = await db
      .select({ total: sql<number>`count(*)::int`, ...counts })
      .from(columns)
      .where(where);
    if (frequencies.size + missing.length > MAX_FREQUENCIES) frequencies.clear();
    for (const [index, termQuery] of missing.entries()) {
      const found = Number((row as Record<string, unknown> | undefined)?.[`term${index}`] ?? 0);
      frequencies.set(keyOf(termQuery), { found, total: Number(row?.total ?? 0), at: now });
    }
  }
  const weights = query.termQueries.map((termQuery) => {
    const { found, total } = fresh(termQuery) ?? { found: 0, total: 0 };
    return Math.log(1 + total / (1 + found));
  });
  const sum = weights.reduce((all, weight) => all + weight, 0);
  return weights.map((weight) => (sum > 0 ? weight / sum : 1 / weights.length));
}

/** The weighted share of the terms a document's `vector` has (where `termQueries` say), between 0 and 1. */
function coverageOf(vector: SQLWrapper, termQueries: string[], weights: number[]): SQL {
  const parts = termQueries.map(
    (termQuery, index) =>
      sql`(case when ${vector} @@ ${termQuery}::tsquery then ${weights[index] ?? 0}::float8 else 0 end)`,
  );
  return sql`(${sql.join(parts, sql` + `)})`;
}

/**
 * The documents of one language that have any of the query's terms, best first: those that have the
 * most of what the query says (rare words weigh more), then those whose titles do, then those where
 * the words stand close together and in headings. For Khmer and Chinese, a document that contains
 * every typed part as text counts as having them all, in case the dictionary split a word
 * differently in the document than in the query.
 */
async function searchLanguage(
  db: Database,
  query: ParsedQuery,
  language: Language,
  { limit, offset, today }: { limit: number; offset: number; today: string },
): Promise<{ rows: SearchResult[]; total: number; isComplete: boolean }> {
  const inLanguage = and(eq(columns.language, language), isVisibleOn(today)) as SQL;
  const weights = await termWeights(db, query, language, inLanguage);
  const anyTerm = sql`${query.anyTermQuery}::tsquery`;
  const withAllParts =
    query.substrings.length > 0 ? await documentsContainingAll(db, language, query.substrings) : [];
  const containsAllParts = withAllParts.length > 0 ? inArray(columns.id, withAllParts) : undefined;
  const matches = sql`${columns.vector} @@ ${anyTerm}`;
  // The matching documents, each vector read once: a large vector is stored out of line, and every
  // `@@` on the column would fetch it again (a dozen times a row for a three-word query). The
  // window function keeps PostgreSQL from merging this query into the ranking one. Only what ranks
  // them is carried: the texts shown are read for the page of results alone.
  const matching = db
    .select({
      id: columns.id,
      kind: columns.kind,
      foldedTitle: columns.foldedTitle,
      containsAllParts: sql<boolean>`${containsAllParts ?? sql`false`}`.as("contains_all_parts"),
      vector: sql<string>`${columns.vector} || ''::tsvector`.as("vector"),
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(columns)
    .where(and(inLanguage, containsAllParts ? or(matches, containsAllParts) : matches))
    .as("matching");
  const termCoverage = coverageOf(matching.vector, query.termQueries, weights);
  const coverage = sql`(case when ${matching.containsAllParts} then 1 else ${termCoverage} end)`;
  const headingCoverage = coverageOf(matching.vector, query.headingTermQueries, weights);
  const titleCoverage = coverageOf(matching.vector, query.titleTermQueries, weights);
  const titleBonus = sql`(case when strpos(${matching.foldedTitle}, ${query.folded}) > 0 then ${TITLE_BONUS} else 0 end)`;
  // Whether a document has every word (its coverage is 1): one exact question, not a sum of floats.
  const hasEveryTerm = sql`(${matching.containsAllParts} or ${matching.vector} @@ ${query.allTermsQuery}::tsquery)`;
  const rank = sql`${COVERAGE_WEIGHT} * ${coverage} + ${HEADING_COVERAGE_WEIGHT} * ${headingCoverage} + ${TITLE_COVERAGE_WEIGHT} * ${titleCoverage} + ts_rank_cd(${WEIGHTS}, ${matching.vector}, ${anyTerm}, ${NORMALIZATION}) + ${titleBonus} + ${KIND_PRIOR}`;
  const ranked = db
    .select({
      id: matching.id,
      total: matching.total,
      rank: sql<number>`${rank}`.as("rank"),
      isComplete: sql<boolean>`bool_or(${hasEveryTerm}) over ()`.as("is_complete"),
    })
    .from(matching)
    // By the column's name: the expression written again would be computed again.
    .orderBy(sql`"rank" desc`, asc(matching.id))
    .limit(limit)
    .offset(offset)
    .as("ranked");
  const rows = await db
    .select({
      kind: columns.kind,
      refId: columns.refId,
      title: columns.title,
      context: columns.context,
      body: columns.body,
      sections: columns.sections,
      target: columns.target,
      total: ranked.total,
      isComplete: ranked.isComplete,
    })
    .from(ranked)
    .innerJoin(columns, eq(columns.id, ranked.id))
    .orderBy(desc(ranked.rank), asc(ranked.id));
  // A page past the last result has no row to carry the totals.
  const [totals] =
    rows.length > 0 || offset === 0
      ? rows
      : await db
          .select({
            total: sql<number>`count(*)::int`,
            isComplete: sql<boolean>`coalesce(bool_or(${hasEveryTerm}), false)`,
          })
          .from(matching);
  return {
    total: Number(totals?.total ?? 0),
    isComplete: totals?.isComplete === true,
    rows: rows.map((row) => {
      const snippet = makeSnippet(row.body, language, query);
      return {
        id: `${row.kind}:${row.refId}`,
        kind: row.kind as SearchResult["kind"],
        title: row.title,
        context: row.context,
        snippet: snippet.parts,
        target: targetOf(row.target, row.sections, snippet.matchStart),
      };
    }),
  };
}

/** A page result leads to the section where its snippet's match is. */
function targetOf(target: SearchTarget, sections: SearchSection[], matchStart: number | null): SearchTarget {
  if (target.type !== "page" || target.anchor !== null || matchStart === null) return target;
  const section = sections.filter((candidate) => candidate.start <= matchStart).at(-1);
  return section ? { ...target, anchor: section.anchor } : target;
}

/**
 * Searches pages, products, FAQ, news and vacancies in the visitor's language; when nothing there
 * matches and the query is written in another language's script (English product names on the Khmer
 * site), in that language.
 */
export async function searchSite(
  db: Database,
  {
    q,
    language,
    limit,
    offset,
    today,
  }: { q: string; language: Language; limit: number; offset: number; today: string },
): Promise<SearchResponse> {
  const scriptLanguage = scriptLanguageOf(q);
  const languages = scriptLanguage && scriptLanguage !== language ? [language, scriptLanguage] : [language];
  const query = parseQuery(q, language);
  if (!query) return { data: [], totalRows: 0, language, isPartialMatch: false };
  // Every word in the other script's language comes before some words in the visitor's.
  let found: (Awaited<ReturnType<typeof searchLanguage>> & { language: Language }) | null = null;
  for (const candidate of languages) {
    const result = await searchLanguage(db, query, candidate, { limit, offset, today });
    if (result.total > 0 && (!found || (result.isComplete && !found.isComplete))) {
      found = { ...result, language: candidate };
    }
    if (found?.isComplete) break;
  }
  if (!found) return { data: [], totalRows: 0, language, isPartialMatch: false };
  return {
    data: found.rows,
    totalRows: found.total,
    language: found.language,
    isPartialMatch: !found.isComplete,
  };
}
