const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

// Tags that end a line of text (paragraphs, items, cells), so their words do not run together.
const BREAKING_TAG = /<\/?(p|br|li|ul|ol|h[1-6]|tr|td|th|table|thead|tbody|blockquote|div)\b[^>]*>/gi;

/**
 * The text of rich-text HTML, as a reader sees it. Rich text was sanitised when saved (an allow-list of
 * formatting tags, see sanitize-rich-text.ts), so dropping tags and decoding entities is enough.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(BREAKING_TAG, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === "#") {
        const code =
          name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
