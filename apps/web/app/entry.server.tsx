import { CSP_NONCE_HEADER } from "@isp/contracts/web-pages";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonceContext } from "./csp-nonce";
import { pageCacheControl } from "./page-cache-control";
import { startScriptsAfterLoad } from "./scripts-after-load";

// React Router's default entry, plus the script nonce, the page's Cache-Control and scripts that start
// once the page has loaded (scripts-after-load.ts).
export const streamTimeout = 5_000;

export default function handleRequest(
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

  return new Promise<Response>((resolve, reject) => {
    let isShellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          isShellRendered = true;
          const body = startScriptsAfterLoad(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; later ones only show here.
          if (isShellRendered) console.error(error);
        },
      },
    );
  });
}
