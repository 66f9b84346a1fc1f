import { termOf } from "./tokenize-text";

/**
 * Words visitors use for the same thing as the site's texts do: a job seeker types "job" or 应聘
 * where the pages say "vacancy", "career" or 招聘. Each word must be one search term (one word for
 * the segmenter; synonyms.test.ts checks), written as people type it.
 */
export const SYNONYM_GROUPS: readonly string[][] = [
  // English
  ["job", "career", "vacancy", "hiring", "recruitment"],
  ["bill", "billing", "invoice"],
  ["pay", "payment"],
  ["broadband", "internet"],
  ["tv", "television"],
  ["wifi", "wireless"],
  ["price", "pricing", "cost", "tariff"],
  ["fault", "outage", "breakdown"],
  ["colocation", "colo"],
  // Khmer: job, position, recruit; pay, settle (a bill)
  ["ការងារ", "មុខតំណែង", "ជ្រើសរើស"],
  ["បង់ប្រាក់", "ទូទាត់"],
  // Chinese: recruit, apply for a job, job seeking, position, post; pay; bill, invoice; price, charge
  ["招聘", "应聘", "求职", "职位", "岗位"],
  ["付款", "支付"],
  ["账单", "发票"],
  ["价格", "收费", "费用"],
];

const SYNONYMS = new Map<string, string[]>(
  SYNONYM_GROUPS.flatMap((group) => {
    const terms = group.map(termOf);
    return terms.map((term) => [term, terms.filter((other) => other !== term)]);
  }),
);

/** The other terms that mean what this one means (none for most). */
export function synonymsOf(term: string): string[] {
  return SYNONYMS.get(term) ?? [];
}
