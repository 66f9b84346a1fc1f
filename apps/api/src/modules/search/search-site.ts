import type { Language } from "@isp/contracts/languages";
import type { SearchResponse, SearchResult, SearchTarget } from "@isp/contracts/search/search-site";
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { makeSnippet } from "./make-snippet";
import { type ParsedQuery, parseQuery, scriptLanguageOf } from "./parse-query";
import { type SearchSection, searchDocuments } from "./tables";

// ts_rank_cd weights of D, C (body), B (headings, names, prices) and A (titles).
const WEIGHTS = sql.raw("'{0.1, 0.2, 0.5, 1.0}'::float4[]");
// Rank divided by 1 + log(length): a long page mentioning a word often does not bury a short answer.
const NORMALIZATION = sql.raw("1");
// Added when the title contains the query as typed ("One TV" for "one tv").
const TITLE_BONUS = sql.raw("0.3");

type Tier = { condition: SQL; rank: SQL; isPartialMatch: boolean };

const columns = searchDocuments;

function isVisibleOn(today: string): SQL {
  return and(
    or(isNull(columns.visibleFrom), lte(columns.visibleFrom, today)),
    or(isNull(columns.visibleUntil), gte(columns.visibleUntil, today)),
  ) as SQL;
}

/**
 * The ways a query can match, best first; the first that finds anything is used:
 * 1. every term (or, for Khmer and Chinese, every typed part as text, in case the dictionary split a
 *    word differently in the document than in the query), ranked by how close together they are;
 * 2. any term, ranked by how many and where.
 */
function tiersOf(query: ParsedQuery): Tier[] {
  const allTerms = sql`${query.allTermsQuery}::tsquery`;
  const anyTerm = sql`${query.anyTermQuery}::tsquery`;
  const rankOf = (tsquery: SQL) =>
    sql`ts_rank_cd(${WEIGHTS}, ${columns.vector}, ${tsquery}, ${NORMALIZATION})`;
  const titleBonus = sql`(case when strpos(${columns.foldedTitle}, ${query.folded}) > 0 then ${TITLE_BONUS} else 0 end)`;
  const hasAllTerms = sql`${columns.vector} @@ ${allTerms}`;
  const containsAllParts =
    query.substrings.length > 0
      ? and(
          ...query.substrings.map(
            (part) =>
              sql`(strpos(${columns.foldedTitle}, ${part}) > 0 or strpos(${columns.foldedBody}, ${part}) > 0)`,
          ),
        )
      : undefined;
  return [
    {
      condition: containsAllParts ? (or(hasAllTerms, containsAllParts) as SQL) : hasAllTerms,
      rank: sql`(case when ${hasAllTerms} then ${rankOf(allTerms)} else ${rankOf(anyTerm)} end) + ${titleBonus}`,
      isPartialMatch: false,
    },
    {
      condition: sql`${columns.vector} @@ ${anyTerm}`,
      rank: sql`${rankOf(anyTerm)} + ${titleBonus}`,
      isPartialMatch: true,
    },
  ];
}

/** A page result leads to the section where its snippet's match is. */
function targetOf(target: SearchTarget, sections: SearchSection[], matchStart: number | null): SearchTarget {
  if (target.type !== "page" || target.anchor !== null || matchStart === null) return target;
  const section = sections.filter((candidate) => candidate.start <= matchStart).at(-1);
  return section ? { ...target, anchor: section.anchor } : target;
}

async function searchTier(
  db: Database,
  query: ParsedQuery,
  language: Language,
  tier: Tier,
  { limit, offset, today }: { limit: number; offset: number; today: string },
): Promise<{ rows: SearchResult[]; total: number }> {
  const where = and(eq(columns.language, language), isVisibleOn(today), tier.condition);
  const [total] = await db.select({ value: count() }).from(columns).where(where);
  if (!total?.value) return { rows: [], total: 0 };
  const rows = await db
    .select({
      kind: columns.kind,
      refId: columns.refId,
      title: columns.title,
      context: columns.context,
      body: columns.body,
      sections: columns.sections,
      target: columns.target,
    })
    .from(columns)
    .where(where)
    .orderBy(desc(tier.rank), asc(columns.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total.value,
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
  // Every word in either language comes before some words in the visitor's.
  for (const tier of tiersOf(query)) {
    for (const candidate of languages) {
      const { rows, total } = await searchTier(db, query, candidate, tier, { limit, offset, today });
      if (total > 0) {
        return { data: rows, totalRows: total, language: candidate, isPartialMatch: tier.isPartialMatch };
      }
    }
  }
  return { data: [], totalRows: 0, language, isPartialMatch: false };
}
