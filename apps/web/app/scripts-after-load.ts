import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router's <Scripts> writes these: module preloads (hoisted into <head>) and one inline module
// script that imports the route modules and then the client entry.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script([^>]*) type="module"[^>]*>([\s\S]*?)<\/script>/;

/**
 * Starts the page's scripts once the page has loaded, rewriting the HTML as it goes out. The server-rendered page
 * is whole without them, so on a slow link its first round trips go to the stylesheets, fonts and hero
 * image alone, and it paints before some forty script files are even asked for; they then load
 * together (as module preloads) and hydrate the page.
 *
 * Everything up to the bootstrap script is held back until it has passed (the page's first part, with
 * the head); the rest passes through. A page without that script is left as it is.
 */
export function startScriptsAfterLoad(final: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let held: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = decoder.write(chunk);
      if (held === null) return callback(null, text);
      held += text;
      if (!BOOTSTRAP.test(held)) return callback();
      const page = deferScripts(held);
      held = null;
      callback(null, page);
    },
    flush(callback: TransformCallback) {
      final();
      callback(null, (held ?? "") + decoder.end());
    },
  });
}

function deferScripts(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP, (_script, attributes: string, body: string) => {
    const start = `(function(){var d=document,n=d.currentScript.nonce;addEventListener("load",function(){${json(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)});var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${json(body)};d.body.append(s)},{once:true})})()`;
    return `<script${attributes}>${start}</script>`;
  });
}

// JSON is a JavaScript literal; "<" is escaped so that no "</script>" ends the inline script early.
function json(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
