// React Router's <Scripts> writes these: module preloads (hoisted into <head>) and one inline module
// script that imports the route modules and then the client entry.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script([^>]*) type="module"[^>]*>([\s\S]*?)<\/script>/;

// Links appended per task: each starts a request, and forty in one task made a long task on a slow phone.
const PRELOADS_PER_TASK = 4;

/**
 * Makes a rendered page start its scripts once it has loaded and painted. The server-rendered page is
 * whole without them, so on a slow link its first round trips go to the stylesheets, fonts and hero
 * image alone, and it paints before some forty script files are even asked for; they then load
 * together (as module preloads, a few per task) and hydrate the page. The paint after the load event
 * is the one that shows the hero image, when the main thread was busy laying the page out: the
 * scripts wait for it (a hidden tab paints nothing, and starts them at load). `dataUrls` are files
 * the scripts will fetch before they hydrate: they are preloaded with the first modules. A page
 * without that script is left as it is.
 */
export function startScriptsAfterLoad(html: string, dataUrls: readonly string[] = []): string {
  if (!BOOTSTRAP.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP, (_script, attributes: string, body: string) => {
    const start = `(function(){var d=document,n=d.currentScript.nonce,f=${json(dataUrls)},h=${json(preloads)},i=0;function link(u,r){var l=d.createElement("link");l.rel=r;l.href=u;if(r==="preload"){l.as="fetch";l.crossOrigin="anonymous"}d.head.append(l)}function next(){if(!i)f.forEach(function(u){link(u,"preload")});h.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(u){link(u,"modulepreload")});if(i<h.length){setTimeout(next)}else{var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${json(body)};d.body.append(s)}}addEventListener("load",function(){if(d.hidden){next()}else{requestAnimationFrame(function(){setTimeout(next)})}},{once:true})})()`;
    return `<script${attributes}>${start}</script>`;
  });
}

// JSON is a JavaScript literal; "<" is escaped so that no "</script>" ends the inline script early.
function json(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
