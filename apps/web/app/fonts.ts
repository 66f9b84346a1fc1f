import regularUrl from "@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url";
import boldUrl from "@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2?url";

// Fontsource's Khmer subset: the Khmer letters, Khmer symbols, the zero-width (non-)joiners and the
// dotted circle that shows a lone vowel sign.
const KHMER_RANGE = "U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC";

/**
 * The page's font stack: Khmer glyphs from Noto Sans Khmer, everything else from the system's UI font
 * (Roboto on Android, San Francisco on Apple, Segoe UI on Windows: `system-ui` names each of them).
 * Every family that resolves to an installed font is one more font the browser opens for each size and
 * weight while Khmer text looks for its glyphs; with `sans-serif` and the platforms' names after
 * `system-ui`, the data-centre page's first layout opened 65 instead of 27 (docs/decisions.md).
 */
export const FONT_FAMILY = '"Noto Sans Khmer", "Noto Sans Khmer Fallback", system-ui';

/** Chinese pages name the platforms' Simplified Chinese fonts, so that Han characters take their forms. */
const CHINESE_FONT_FAMILY = `${FONT_FAMILY}, "PingFang SC", "Microsoft YaHei", "Noto Sans SC", sans-serif`;

const face = (weight: number, localNames: string[], url: string) =>
  `@font-face{font-family:"Noto Sans Khmer";font-style:normal;font-weight:${weight};font-display:swap;` +
  `src:${localNames.map((name) => `local("${name}")`).join(",")},url(${url}) format("woff2");` +
  `unicode-range:${KHMER_RANGE}}`;

/**
 * The Khmer font's faces and the Chinese pages' stack, inlined in the page head so that nothing waits
 * for a stylesheet to find them.
 *
 * - Only the Khmer subset: Latin letters and digits use the system's UI font, so English and Chinese
 *   pages download no font at all, and Khmer pages only the two Khmer files.
 * - Android phones, most of Cambodia's, ship Noto Sans Khmer: `local()` uses theirs and downloads none.
 *   That is also why the files are not preloaded: a preload downloads them whether needed or not, and
 *   on a slow link they would take their share of the first round trips from the page itself.
 * - Until the file arrives (`font-display: swap`), Khmer shows in the device's own Khmer font, stretched
 *   to Noto Sans Khmer's line metrics (ascent 1069, descent 293, no gap, per 1000 units, read from
 *   the files) so that lines keep their height when the font swaps in.
 */
export const FONT_FACES = [
  face(400, ["Noto Sans Khmer", "NotoSansKhmer-Regular"], regularUrl),
  face(700, ["Noto Sans Khmer Bold", "NotoSansKhmer-Bold"], boldUrl),
  `@font-face{font-family:"Noto Sans Khmer Fallback";src:local("Khmer UI"),local("Khmer Sangam MN"),` +
    `local("Khmer MN"),local("Khmer OS System"),local("Khmer OS");ascent-override:106.9%;` +
    `descent-override:29.3%;line-gap-override:0%;unicode-range:${KHMER_RANGE}}`,
  `:root:lang(zh){--mantine-font-family:${CHINESE_FONT_FAMILY};--mantine-font-family-headings:${CHINESE_FONT_FAMILY}}`,
].join("\n");
