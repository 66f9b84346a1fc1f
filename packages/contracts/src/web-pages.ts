import { brand } from "@isp/brand";

/**
 * Set once the visitor answered the cookie bar. The server renders the bar only without it, so it is
 * one of the things a cached page is keyed on (with the language cookie).
 */
export const CONSENT_COOKIE = `${brand.id}_consent`;

/**
 * Request header through which the server hands the web app's renderer the answer's script nonce (the
 * one its Content-Security-Policy allows). The server sets it on every page request, replacing any value
 * a client sent.
 */
export const CSP_NONCE_HEADER = "x-csp-nonce";
