import { brand } from "@isp/brand";

/**
 * Spec §9: browser storage holds three items, the access token, the refresh token and the language,
 * under names carrying the product's name. The tokens live in local storage so every tab of the site
 * shares one session; the ID token, needed only as the sign-out hint, stays with the tab (session
 * storage), so local storage holds exactly the spec's three items.
 */
export const TOKEN_STORAGE_KEYS = {
  accessToken: `${brand.id}.accessToken`,
  refreshToken: `${brand.id}.refreshToken`,
  idToken: `${brand.id}.idToken`,
} as const;

/** The Web Lock under which one tab at a time refreshes the shared tokens (oidc-client.ts). */
export const TOKEN_REFRESH_LOCK = `${brand.id}.token-refresh`;

export type StoredTokens = { accessToken: string; refreshToken: string | null; idToken: string | null };

/** Storage can be missing or refuse access (private modes, blocked cookies): then there is no session. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to keep it in: the session lasts as long as the page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function readAccessToken(): string | null {
  return read(local, TOKEN_STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return read(local, TOKEN_STORAGE_KEYS.refreshToken);
}

export function readIdToken(): string | null {
  return read(session, TOKEN_STORAGE_KEYS.idToken);
}

/** A session exists while either token is kept: an expired access token is refreshed on its first 401. */
export function hasStoredSession(): boolean {
  return readAccessToken() !== null || readRefreshToken() !== null;
}

/** Keeps the tokens of a sign-in or a refresh; a refresh without a new refresh or ID token keeps the old one. */
export function storeTokens(tokens: StoredTokens) {
  write(local, TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
  if (tokens.refreshToken !== null) write(local, TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
  if (tokens.idToken !== null) write(session, TOKEN_STORAGE_KEYS.idToken, tokens.idToken);
}

/** Spec §4: sign-out clears both tokens (and this tab's ID token). */
export function clearTokens() {
  write(local, TOKEN_STORAGE_KEYS.accessToken, null);
  write(local, TOKEN_STORAGE_KEYS.refreshToken, null);
  write(session, TOKEN_STORAGE_KEYS.idToken, null);
}
