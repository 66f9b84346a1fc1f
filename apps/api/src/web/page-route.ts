import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE } from "@isp/contracts/languages";
import { CONSENT_COOKIE, CSP_NONCE_HEADER } from "@isp/contracts/web-pages";
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendAsyncHookHandler } from "fastify";
import { isNotModified } from "../http/conditional-requests";
import { preferredCoding } from "../http/content-coding";
import { cspNonceOf, type PolicyOptions, pagePolicyHook } from "../http/security-headers";
import type { ContentRevision } from "../modules/content/content-revision";
import { createHtmlCache, type HtmlCache } from "./html-cache";
import { createHtmlTemplate, gzipChunks, htmlChunks } from "./html-template";

/** Headers of a rendered page that belong to it, kept with the cached copy. */
const PAGE_HEADERS = ["content-type", "cache-control", "vary", "content-language"] as const;

/**
 * Everything besides the address that changes a public page's HTML: the host and scheme (canonical
 * links use them when PUBLIC_URL is unset), the language cookie (as the web app reads it) and whether
 * the cookie bar was answered (the root loader's test). The query string is part of the address:
 * `page`, `id`, `isMobile` and the like each get their own entry.
 */
function pageKeyOf(request: FastifyRequest): string {
  const language = request.cookies[LANGUAGE_COOKIE];
  return [
    request.protocol,
    request.host,
    request.url,
    isLanguage(language) ? language : DEFAULT_LANGUAGE,
    (request.headers.cookie ?? "").includes(`${CONSENT_COOKIE}=`) ? "consent" : "",
  ].join("\u0000");
}

function withAcceptEncoding(vary: string | undefined): string {
  if (!vary) return "Accept-Encoding";
  return /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/** What the store hook needs to know of a request the lookup hook saw. */
type PendingRender = { key: string; renderedAt: number };

/**
 * Route options of the web app's page route: its security headers with the answer's script nonce,
 * handed to the renderer in a request header; and, in production, the cache of rendered public pages.
 *
 * The cache serves a page only if the web app marked its answer public (Cache-Control, see
 * entry.server.tsx), it answered 200 and set no cookie. Each answer gets a fresh nonce: the page is
 * kept with its nonce cut out (html-template.ts), gzip-compressed once. Pages carry a weak ETag and
 * answer 304 to a matching If-None-Match, without a policy header: the browser keeps the one that
 * came with its copy, whose nonce matches that copy.
 */
export function pageRouteOptions({
  revision,
  isCaching,
  policy = {},
}: {
  revision: ContentRevision;
  policy?: PolicyOptions;
  isCaching: boolean;
}) {
  const passNonce: onRequestHookHandler = (request, reply, done) => {
    request.headers[CSP_NONCE_HEADER] = cspNonceOf(reply.raw);
    done();
  };
  const applyPolicy = pagePolicyHook(policy);
  if (!isCaching) return { onRequest: [applyPolicy, passNonce] };
  const cache = createHtmlCache({ revision });
  const pending = new WeakMap<FastifyRequest, PendingRender>();
  return {
    onRequest: [applyPolicy, passNonce, serveCachedPage(cache, pending, revision)],
    onSend: [keepRenderedPage(cache, pending)],
  };
}

function serveCachedPage(
  cache: HtmlCache,
  pending: WeakMap<FastifyRequest, PendingRender>,
  revision: ContentRevision,
): onRequestHookHandler {
  return (request, reply, done) => {
    if (request.method !== "GET") return done();
    const key = pageKeyOf(request);
    const page = cache.get(key);
    if (!page) {
      pending.set(request, { key, renderedAt: revision.current() });
      return done();
    }
    reply
      .headers(page.headers)
      .header("vary", withAcceptEncoding(page.headers.vary))
      .header("etag", page.template.etag);
    if (isNotModified(request.headers["if-none-match"], page.template.etag)) {
      reply.raw.removeHeader("content-security-policy");
      reply.code(304).send();
      return;
    }
    const nonce = cspNonceOf(reply.raw);
    // Only gzip: its stream can take the nonce as a stored block between parts compressed once.
    const isGzip = preferredCoding(request.headers["accept-encoding"], ["gzip"]) !== undefined;
    if (isGzip) reply.header("content-encoding", "gzip");
    sendChunks(reply, isGzip ? gzipChunks(page.template, nonce) : htmlChunks(page.template, nonce));
  };
}

/**
 * Writes the answer's pieces as they are (one writev), past Fastify's send, which takes a single
 * buffer; onResponse hooks and logging still run. Fastify's reply headers go onto the response; those
 * already on it (the security headers) are not set again.
 */
function sendChunks(reply: FastifyReply, chunks: Buffer[]) {
  reply.hijack();
  const response = reply.raw;
  const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && response.getHeader(name) !== value) response.setHeader(name, value);
  }
  response.writeHead(200, { "content-length": length });
  response.cork();
  for (const chunk of chunks) response.write(chunk);
  response.end();
}

function keepRenderedPage(
  cache: HtmlCache,
  pending: WeakMap<FastifyRequest, PendingRender>,
): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    const render = pending.get(request);
    const cacheControl = String(reply.getHeader("cache-control") ?? "");
    const isCacheable =
      render &&
      reply.statusCode === 200 &&
      /^public\b/.test(cacheControl) &&
      String(reply.getHeader("content-type") ?? "").startsWith("text/html") &&
      !reply.hasHeader("set-cookie") &&
      !reply.hasHeader("content-encoding") &&
      payload instanceof Readable;
    if (!isCacheable) return payload;
    const html = await buffer(payload);
    const template = createHtmlTemplate(html, cspNonceOf(reply.raw));
    const headers: Record<string, string> = {};
    for (const name of PAGE_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    cache.set(render.key, { template, headers }, render.renderedAt);
    reply.header("etag", template.etag).header("vary", withAcceptEncoding(headers.vary));
    return html;
  };
}
