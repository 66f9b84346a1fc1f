import { CSP_NONCE_HEADER } from "@isp/contracts/web-pages";
import { renderToStringAsync } from "preact-render-to-string";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonceContext } from "./csp-nonce";
import { getRequestLanguage } from "./i18n/language.server";
import { getMessages } from "./i18n/messages.server";
import { MESSAGES_URLS, MessagesContext } from "./i18n/use-translation";
import { pageCacheControl } from "./page-cache-control";
import { startScriptsAfterLoad } from "./scripts-after-load";

// React Router's default entry, rendered by Preact (vite.config.ts), plus the script nonce, the shell's
// messages (i18n/use-translation.tsx), the page's Cache-Control and scripts that start once the page has
// loaded (scripts-after-load.ts).
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The server that hosts the app sets it (apps/api/src/web/page-route.ts); without it no inline script
  // runs under the policy, which is the safe way to fail.
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? "";
  for (const [name, value] of Object.entries(pageCacheControl(routerContext, responseStatusCode))) {
    responseHeaders.set(name, value);
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The language the root loader chose for the page (root.tsx), from the same request.
  const language = getRequestLanguage(request);
  // The whole page at once: Preact waits for lazily loaded code and streamed data wherever it is, so
  // the page comes complete, with no script to move late parts into place.
  const html = await renderToStringAsync(
    <CspNonceContext.Provider value={nonce}>
      <MessagesContext.Provider value={getMessages(language)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </MessagesContext.Provider>
    </CspNonceContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html");
  return new Response(startScriptsAfterLoad(`<!DOCTYPE html>${html}`, [MESSAGES_URLS[language]]), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
