import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The answer's script nonce: made on first use, then the same for the policy header and the page
 * (128 random bits, as CSP asks). Answers that are not pages never make one.
 */
export function cspNonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
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

type PolicyOptions = {
  /** API_BASE_URL's origin, when the browser calls the API on another host. */
  apiOrigin?: string;
};

function contentSecurityPolicyOf({ apiOrigin }: PolicyOptions, scriptSources: ScriptSource[]) {
  const self = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'", ...scriptSources],
      "script-src-attr": ["'none'"],
      // Mantine writes style attributes and a style element of CSS variables.
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": [...self, "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "media-src": [...self, "blob:"],
      "connect-src": self,
      // The captcha solver and the animation player may start workers from blob URLs.
      "worker-src": ["'self'", "blob:"],
      "frame-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'self'"],
    },
  };
}

type ScriptSource = string | ((request: IncomingMessage, response: ServerResponse) => string);

/**
 * Security headers on every answer (@fastify/helmet). Scripts come from this origin only; pages add
 * their inline scripts' nonce through `pageSecurityHeaders`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: PolicyOptions) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicyOf(options, []),
    // Two years, as the preload list asks; browsers ignore it over plain http (development).
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The API may live on a sibling host (API_BASE_URL); its images are then loaded cross-origin.
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  // Helmet has no Permissions-Policy; it is the same for every answer.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}

/**
 * Route options of the web app's pages: the same headers, with the answer's nonce (`cspNonceOf`)
 * allowed for inline scripts, so React Router's hydration scripts run and injected ones do not.
 */
export function pageSecurityHeaders(options: PolicyOptions) {
  return {
    contentSecurityPolicy: contentSecurityPolicyOf(options, [
      (_request, response) => `'nonce-${cspNonceOf(response)}'`,
    ]),
  };
}
