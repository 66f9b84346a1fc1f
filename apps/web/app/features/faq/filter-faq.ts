import type { FaqCategory } from "@isp/contracts/faq/list-public-faq";

const stripTags = (html: string) => html.replace(/<[^>]*>/g, " ");

/** Lower-cased, tags removed and Unicode-normalised, so Khmer typed in either order of marks still matches. */
function normalise(text: string): string {
  return stripTags(text).normalize("NFC").toLocaleLowerCase();
}

/**
 * The categories and questions whose question, answer or category name contain every word typed.
 * Khmer is written without spaces, so a Khmer query is matched as one piece.
 */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const terms = normalise(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return categories;
  const matches = (text: string) => terms.every((term) => text.includes(term));
  return categories
    .map((category) => {
      const categoryName = normalise(category.name);
      return {
        ...category,
        items: category.items.filter((item) =>
          matches(`${categoryName} ${normalise(item.question)} ${normalise(item.answer)}`),
        ),
      };
    })
    .filter((category) => category.items.length > 0);
}
