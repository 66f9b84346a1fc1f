import { randomFillSync } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import helmet, { contentSecurityPolicy } from "helmet";

const NONCE_BYTES = 16;
// Nonces are cut from a pool refilled 256 at a time: one call into the CSPRNG per page answer showed
// in profiles of cached pages.
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = noncePool.length;
const nonces = new WeakMap<ServerResponse, string>();

/**
 * The answer's script nonce: made on first use, then the same for the policy header and the page
 * (128 random bits, as CSP asks). Answers that are not pages never make one.
 */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    if (poolOffset === noncePool.length) {
      randomFillSync(noncePool);
      poolOffset = 0;
    }
    nonce = noncePool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
    poolOffset += NONCE_BYTES;
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * Features no page uses, refused for the page and anything it embeds. Geolocation and fullscreen stay
 * with this origin (the coverage map's "where am I", videos); payment for the checkout of later issues.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "usb=()",
  "fullscreen=(self)",
].join(", ");

export type PolicyOptions = {
  /** API_BASE_URL's origin, when the browser calls the API on another host. */
  apiOrigin?: string;
  /** Another sign-in provider's origin (OIDC_ISSUER): the browser fetches its discovery and tokens. */
  identityOrigin?: string;
  /** MAP_TILE_URL's origin: the maps load street tiles from it. */
  mapTileOrigin?: string;
  /** The payment gateways with real credentials: the payer's browser posts their forms to them. */
  gatewayOrigins?: string[];
};

function contentSecurityPolicyOf(
  { apiOrigin, identityOrigin, mapTileOrigin, gatewayOrigins = [] }: PolicyOptions,
  scriptSources: string[],
) {
  const self = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", ...scriptSources],
      "script-src-attr": ["'none'"],
      // Mantine writes style attributes and a style element of CSS variables.
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": [...self, "data:", "blob:", ...(mapTileOrigin ? [mapTileOrigin] : [])],
      "font-src": ["'self'", "data:"],
      "media-src": [...self, "blob:"],
      // MapLibre fetches tiles rather than loading them as images.
      "connect-src": [
        ...self,
        ...(identityOrigin ? [identityOrigin] : []),
        ...(mapTileOrigin ? [mapTileOrigin] : []),
      ],
      // The captcha solver and the animation player may start workers from blob URLs.
      "worker-src": ["'self'", "blob:"],
      "frame-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'", ...gatewayOrigins],
      "frame-ancestors": ["'self'"],
    },
  };
}

/**
 * The headers a helmet middleware sets, read once: with a fixed configuration they are the same for
 * every answer, and running helmet's chain of middlewares per request cost a tenth of a cached
 * answer's time in profiles.
 */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

// Stands for the answer's nonce in a page policy made once; helmet accepts it as a source.
const NONCE_MARK = "'nonce-@@nonce@@'";

// What an answer that is not a document needs: it loads nothing, runs nothing, and is framed only here.
// JSON, uploaded files, PDFs and errors get it; a browser that opens one as a page runs none of it.
const ANSWER_POLICY = "default-src 'none'; frame-ancestors 'self'";

// Helmet's headers that only a document reads (its window, its links, its old browsers' filters).
const DOCUMENT_ONLY_HEADERS = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/** Helmet's headers for a document of this site, and Permissions-Policy, which helmet does not set. */
function documentHeadersOf(options: PolicyOptions) {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: contentSecurityPolicyOf(options, []),
      // Two years, as the preload list asks; browsers ignore it over plain http (development).
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // The API may live on a sibling host (API_BASE_URL); its images are then loaded cross-origin.
      crossOriginResourcePolicy: { policy: "same-site" },
    }),
  );
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  return headers;
}

function setHeadersHook(headers: Record<string, string>): onRequestHookHandler {
  const entries = Object.entries(headers);
  return (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  };
}

/**
 * Security headers on every answer, from helmet (the library @fastify/helmet wraps; that plugin builds
 * helmet's middleware again on every request). Every answer gets the headers of a document of this
 * site but with a policy that allows nothing (`ANSWER_POLICY`) and without the document-only ones: a
 * third fewer bytes, and a cached API answer went 14-33 % faster. The plugins that serve documents
 * (the web app, the API explorer) add `documentHeadersHook`; a route may set its own policy (the
 * development mailbox and the payment sandboxes' pages do): its header replaces this one.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: PolicyOptions) {
  const headers = documentHeadersOf(options);
  for (const name of DOCUMENT_ONLY_HEADERS) delete headers[name];
  headers["content-security-policy"] = ANSWER_POLICY;
  app.addHook("onRequest", setHeadersHook(headers));
}

/**
 * What a plugin that serves documents adds to every answer's headers: the site's policy (scripts and
 * styles from this origin, the other origins the pages reach) and the document-only headers. Static
 * assets get it too: a worker script's answer is the worker's policy.
 */
export function documentHeadersHook(options: PolicyOptions): onRequestHookHandler {
  const differing = new Set(["content-security-policy", ...DOCUMENT_ONLY_HEADERS]);
  return setHeadersHook(
    Object.fromEntries(Object.entries(documentHeadersOf(options)).filter(([name]) => differing.has(name))),
  );
}

/**
 * A page route's policy, after `documentHeadersHook`: the same, with the answer's nonce (`cspNonceOf`)
 * allowed for inline scripts, so React Router's hydration scripts run and injected ones do not.
 */
export function pagePolicyHook(options: PolicyOptions): onRequestHookHandler {
  const policy = headersSetBy(contentSecurityPolicy(contentSecurityPolicyOf(options, [NONCE_MARK])))[
    "content-security-policy"
  ];
  const [before, after] = (policy ?? "").split(NONCE_MARK);
  if (after === undefined) throw new Error("the page policy lost its nonce source");
  return (_request, reply, done) => {
    reply.raw.setHeader("content-security-policy", `${before}'nonce-${cspNonceOf(reply.raw)}'${after}`);
    done();
  };
}
