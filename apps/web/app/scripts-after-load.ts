// React Router's <Scripts> writes these: module preloads (hoisted into <head>) and one inline module
// script that imports the route modules and then the client entry.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script([^>]*) type="module"[^>]*>([\s\S]*?)<\/script>/;

/**
 * Makes a rendered page start its scripts once it has loaded. The server-rendered page is whole
 * without them, so on a slow link its first round trips go to the stylesheets, fonts and hero image
 * alone, and it paints before some forty script files are even asked for; they then load together
 * (as module preloads) and hydrate the page. A page without that script is left as it is.
 */
export function startScriptsAfterLoad(html: string): string {
  if (!BOOTSTRAP.test(html)) return html;
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
