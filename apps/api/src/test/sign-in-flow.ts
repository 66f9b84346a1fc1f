import { createHash, randomBytes } from "node:crypto";
import { SIGN_IN_SCOPE, WEB_CLIENT_ID } from "@isp/contracts/identity/clients";
import type { App } from "../app";
import type { Database } from "../db/client";
import { listOutboxMessages } from "../modules/notifications/list-outbox-messages";

/** A browser's cookies for one test: kept from each answer, sent with the next request. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      const isExpired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (isExpired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export const SITE = "http://localhost";

/** A PKCE pair (RFC 7636, S256). */
function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** Path and query of an absolute or relative address, for `inject`. */
export const pathOf = (location: string) => {
  const url = new URL(location, SITE);
  return `${url.pathname}${url.search}`;
};

/** Starts the web client's sign-in: the provider answers with the uid of its sign-in interaction. */
export async function startSignIn(app: App, jar: CookieJar, extra: Record<string, string> = {}) {
  const pkce = pkcePair();
  const query = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: "code",
    redirect_uri: `${SITE}/oidc-callback`,
    scope: SIGN_IN_SCOPE,
    state: randomBytes(8).toString("hex"),
    nonce: randomBytes(8).toString("hex"),
    code_challenge: pkce.challenge,
    code_challenge_method: "S256",
    ...extra,
  });
  const response = await app.inject({
    method: "GET",
    url: `/identity/auth?${query}`,
    headers: { cookie: jar.header() },
  });
  jar.keep(response.headers["set-cookie"]);
  const location = String(response.headers.location ?? "");
  const uid = /\/account\/[\w-]+\/([\w-]+)$/.exec(location)?.[1];
  if (!uid) throw new Error(`sign-in did not start: ${response.statusCode} ${location} ${response.body}`);
  return { uid, location, pkce, state: query.get("state") as string };
}

/** Follows the provider's resume address to the callback and exchanges the code for tokens. */
export async function finishSignIn(app: App, jar: CookieJar, redirectTo: string, verifier: string) {
  let location = redirectTo;
  for (let hop = 0; hop < 5 && !location.includes("/oidc-callback"); hop++) {
    const response = await app.inject({
      method: "GET",
      url: pathOf(location),
      headers: { cookie: jar.header() },
    });
    jar.keep(response.headers["set-cookie"]);
    location = String(response.headers.location ?? "");
    if (!location)
      throw new Error(`no redirect from ${pathOf(redirectTo)}: ${response.statusCode} ${response.body}`);
  }
  const code = new URL(location).searchParams.get("code");
  if (!code) throw new Error(`no code in ${location}`);
  const response = await app.inject({
    method: "POST",
    url: "/identity/connect/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: `${SITE}/oidc-callback`,
      client_id: WEB_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`token exchange: ${response.statusCode} ${response.body}`);
  return response.json() as {
    access_token: string;
    refresh_token: string;
    id_token: string;
    expires_in: number;
  };
}

/** The 6-digit code in the newest message to an address (e-mail or SMS), as its owner reads it. */
export async function readLatestCode(db: Database, to: string): Promise<string> {
  const [message] = await listOutboxMessages(db, { to, limit: 1 });
  // The last 6-digit number: a customer id may come before the code.
  const code = [...(message?.textBody ?? "").matchAll(/\b(\d{6})\b/g)].at(-1)?.[1];
  if (!code) throw new Error(`no code in the latest message to ${to}: ${message?.textBody}`);
  return code;
}

/** Basic credentials of a client (RFC 6749 §2.3.1). */
export const basicAuth = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;

/** A form post to the token endpoint (or another token address). */
export function postToken(
  app: App,
  fields: Record<string, string>,
  {
    url = "/identity/connect/token",
    authorization,
    language = "en",
  }: { url?: string; authorization?: string; language?: string } = {},
) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "accept-language": language,
      ...(authorization ? { authorization } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
