import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@isp/contracts/languages";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The visitor's own choice of language (the cookie mirrored from browser storage), if they made one. */
export function getStoredLanguage(request: Request): Language | null {
  const fromCookie = readCookie(request, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : null;
}

/** The language the server renders in: the visitor's stored choice, else Khmer. */
export function getRequestLanguage(request: Request): Language {
  return getStoredLanguage(request) ?? DEFAULT_LANGUAGE;
}

function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Spec §2: a `culture` query value is saved as the language preference and the page reloads.
 * Answers the redirect (without the parameter) that saves it, or null when there is none.
 */
export function cultureRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  const culture = url.searchParams.get("culture");
  if (culture === null) return null;
  url.searchParams.delete("culture");
  const headers = new Headers({ location: `${url.pathname}${url.search}${url.hash}` });
  const normalised = culture.toLowerCase().split("-")[0];
  if (isLanguage(normalised)) headers.append("set-cookie", languageCookie(normalised));
  return new Response(null, { status: 302, headers });
}
