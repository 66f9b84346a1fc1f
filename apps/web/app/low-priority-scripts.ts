import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Gives the page's module preloads a low fetch priority, as the HTML streams out. On a slow link the
 * browser then spends the first round trips on the stylesheets, fonts and the hero image, so the page
 * paints before its scripts (some forty small files) arrive; they still load at once, ahead of use.
 * React Router writes these links itself and takes no priority for them.
 */
export function lowerScriptPriority(final: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  // A tag cut between two chunks waits for the next one.
  let pending = "";
  const flushable = (text: string) => {
    const cut = text.lastIndexOf("<");
    return cut >= 0 && text.length - cut < PRELOAD.length && PRELOAD.startsWith(text.slice(cut))
      ? cut
      : text.length;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = pending + decoder.write(chunk);
      const cut = flushable(text);
      pending = text.slice(cut);
      callback(null, text.slice(0, cut).replaceAll(PRELOAD, LOW_PRELOAD));
    },
    flush(callback: TransformCallback) {
      final();
      callback(null, (pending + decoder.end()).replaceAll(PRELOAD, LOW_PRELOAD));
    },
  });
}
