import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Khmer first: its face also carries the Latin letters and digits, so figures look alike in every language. */
export const DOCUMENT_FONT_FAMILIES = "'Noto Sans Khmer','Noto Sans SC',sans-serif";

type FontFace = {
  family: string;
  weight: string;
  /** Inclusive code point ranges the face covers. */
  ranges: [number, number][];
  file: string;
};

const require = createRequire(import.meta.url);

/**
 * The fonts a document is printed in, inlined into its HTML so rendering needs neither the network nor
 * fonts installed on the machine (Debian's Chromium comes with none for Khmer or Chinese, and Gotenberg's
 * may differ from ours). Chromium then shapes Khmer itself: subscripts and vowel signs such as ំ and ៉
 * come out right, which PDF libraries built on fontkit get wrong.
 */
const FONT_STYLESHEETS = [
  require.resolve("@fontsource/noto-sans-khmer/400.css"),
  require.resolve("@fontsource/noto-sans-khmer/700.css"),
  require.resolve("@fontsource/noto-sans-sc/400.css"),
  require.resolve("@fontsource/noto-sans-sc/700.css"),
];

function parseUnicodeRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [start = "0", end = start] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(start, 16), Number.parseInt(end, 16)];
  });
}

/** The faces of a Fontsource stylesheet, one per subset (Chinese has about a hundred). */
function readFaces(cssFile: string): FontFace[] {
  const css = readFileSync(cssFile, "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => {
    const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? "";
    const woff2 = /url\(([^)]+\.woff2)\)/.exec(body)?.[1];
    if (!woff2) throw new Error(`No woff2 file in ${cssFile}`);
    return {
      family: field("font-family").replace(/['"]/g, ""),
      weight: field("font-weight"),
      ranges: parseUnicodeRange(field("unicode-range")),
      file: path.resolve(path.dirname(cssFile), woff2),
    };
  });
}

let faces: FontFace[] | undefined;
const encodedFiles = new Map<string, string>();

function encodeFile(file: string): string {
  let encoded = encodedFiles.get(file);
  if (!encoded) {
    encoded = readFileSync(file).toString("base64");
    encodedFiles.set(file, encoded);
  }
  return encoded;
}

const covers = (face: FontFace, code: number) =>
  face.ranges.some(([start, end]) => code >= start && code <= end);

/**
 * `@font-face` rules for the subsets that the text uses, each file inlined as base64. Only those: all
 * Chinese subsets would weigh megabytes per document, while an invoice uses a few dozen characters. A
 * character takes the first family of the stack that has it, as Chromium does, so Latin letters and
 * digits never pull in Chinese subsets (whose ranges hold some ASCII too).
 */
export function buildFontFaceCss(text: string): string {
  faces ??= FONT_STYLESHEETS.flatMap(readFaces);
  const allFaces = faces;
  const weights = [...new Set(allFaces.map((face) => face.weight))];
  const used = new Set<FontFace>();
  for (const char of new Set(text)) {
    const code = char.codePointAt(0) ?? 0;
    for (const weight of weights) {
      const face = allFaces.find((candidate) => candidate.weight === weight && covers(candidate, code));
      if (face) used.add(face);
    }
  }
  return allFaces
    .filter((face) => used.has(face))
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-weight:${face.weight};font-style:normal;` +
        `src:url(data:font/woff2;base64,${encodeFile(face.file)}) format('woff2');` +
        `unicode-range:${face.ranges.map(([start, end]) => (start === end ? `U+${start.toString(16)}` : `U+${start.toString(16)}-${end.toString(16)}`)).join(",")};}`,
    )
    .join("\n");
}
