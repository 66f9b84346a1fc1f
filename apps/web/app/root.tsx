import logoUrl from "@isp/brand/logo.svg?url";
import { SYSTEM_ERROR_MESSAGE } from "@isp/contracts/errors";
import { DEFAULT_LANGUAGE } from "@isp/contracts/languages";
import { CONSENT_COOKIE } from "@isp/contracts/web-pages";
import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import { type ReactNode, useContext, useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { publicApiBase } from "./api/api-base";
import type { AuthSettings } from "./auth/auth-settings";
import { authSettingsOf } from "./auth/auth-settings.server";
import { hydrateLaterParts, hydrationSettled } from "./components/hydrate-later";
import { useCspNonce } from "./csp-nonce";
import { SiteShell } from "./features/layout/site-shell";
import { ErrorScreen } from "./features/system/error-screen";
import { NotFoundScreen } from "./features/system/not-found-screen";
import { FONT_FACES } from "./fonts";
import { createI18n } from "./i18n/i18n";
import { cultureRedirect, getRequestLanguage } from "./i18n/language.server";
import { I18nProvider, MessagesContext } from "./i18n/use-translation";
import { preferencesScript } from "./preferences-script";
import rootCss from "./root.css?inline";
import { theme, themeCssVariables } from "./theme";

// Written by the server only: the browser keeps the server's style, as with the stylesheet below.
const THEME_CSS_VARIABLES = import.meta.env.SSR ? themeCssVariables() : "";

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: logoUrl, type: "image/svg+xml" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirect = cultureRedirect(request);
  if (redirect) throw redirect;
  const language = getRequestLanguage(request);
  const url = new URL(request.url);
  return {
    language,
    hasConsent: (request.headers.get("cookie") ?? "").includes(`${CONSENT_COOKIE}=`),
    isWebView: url.searchParams.get("isMobile") === "1",
    apiBase: publicApiBase(),
    auth: authSettingsOf(request),
  };
}

/**
 * What the browser's code outside React reads (api-base.ts, auth-settings.ts): the API's origin when
 * it is another host, and the identity provider. `<` is escaped so no value can close the script.
 */
function browserSettingsScript({ apiBase, auth }: { apiBase: string | null; auth: AuthSettings }): string {
  const assignments = [`window.__AUTH__=${JSON.stringify(auth)}`];
  if (apiBase) assignments.push(`window.__API_BASE__=${JSON.stringify(apiBase)}`);
  return assignments.join(";").replace(/</g, "\\u003c");
}

// Language and consent change only through a full reload, so client navigations skip the root loader.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Inline scripts run only with the answer's nonce (Content-Security-Policy).
  const nonce = useCspNonce();
  // Marks the page as interactive, error pages too: server-rendered buttons do nothing until
  // hydration, and tools (end-to-end tests, monitoring) need to know when a click counts.
  useEffect(() => {
    // After the later parts and the lazily loaded blocks have hydrated too.
    hydrateLaterParts();
    void hydrationSettled().then(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return (
    <html
      lang={data?.language ?? DEFAULT_LANGUAGE}
      {...mantineHtmlProps}
      data-webview={data?.isWebView ? "1" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6a249f" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static font faces built from constants */}
        <style dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
        {/* Every page's styles, in the HTML rather than a stylesheet that first paint would wait for.
            The browser renders "" and hydration keeps the server's text (Preact does not diff
            dangerouslySetInnerHTML while hydrating, nor later when "" stays ""), so the bundle
            carries no copy. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built stylesheet */}
        <style dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? rootCss : "" }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's variables, built from constants */}
        <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: THEME_CSS_VARIABLES }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static script built from constants */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: preferencesScript }} />
        {data ? (
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: validated settings, JSON-encoded
            dangerouslySetInnerHTML={{ __html: browserSettingsScript(data) }}
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* The scripts that start the app: in the browser they have run by the time it hydrates, and
            rendering them again (their module list, the routes' manifest) cost the first render time. */}
        {import.meta.env.SSR ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const messages = useContext(MessagesContext);
  const i18n = useMemo(
    () => (data && messages ? createI18n(language, messages) : null),
    [data, language, messages],
  );
  if (!i18n) return <>{children}</>;
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      // The page's head has the theme's variables (THEME_CSS_VARIABLES).
      withCssVariables={false}
    >
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </MantineProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers>
      <SiteShell hasConsent={loaderData.hasConsent}>
        <Outlet />
      </SiteShell>
    </Providers>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  // Without the root data there are no translations or theme: fall back to the spec's plain text.
  if (!data) return <p role="alert">{SYSTEM_ERROR_MESSAGE}</p>;
  const content =
    isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen error={error} />;
  return (
    <Providers>
      <SiteShell hasConsent={data.hasConsent}>{content}</SiteShell>
    </Providers>
  );
}
