// @vitest-environment jsdom
import { LANGUAGE_STORAGE_KEY } from "@isp/contracts/languages";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, type Messages } from "../i18n/i18n";
import km from "../i18n/locales/km.json";
import { I18nProvider } from "../i18n/use-translation";
import { WEBVIEW_STORAGE_KEY } from "../preferences-script";
import { getRouteEntry } from "../route-table";
import { startSignIn } from "./oidc-client";
import { RouteGuard } from "./route-guard";
import { storeTokens } from "./token-storage";

// The provider's redirect: these tests look at what the guard asks of it.
vi.mock("./oidc-client", () => ({ startSignIn: vi.fn(async () => undefined) }));

const entry = getRouteEntry("productSubscriptions");

function GuardedScreen() {
  return (
    <RouteGuard entry={entry} waiting={<p>waiting</p>}>
      <p>private content</p>
    </RouteGuard>
  );
}

function NotFound() {
  return <p>not found</p>;
}

const Stub = createRoutesStub([
  { path: entry.path, Component: GuardedScreen },
  { path: "/404", Component: NotFound },
]);

/**
 * The guard around a private route, at `path`, with a not-found page to go to. Hydrated over the
 * server's HTML, as a page load does, or rendered afresh, as a client navigation does.
 */
function renderGuarded(path: string, { isHydrating = false } = {}) {
  const page = (
    <I18nProvider i18n={createI18n("km", km as unknown as Messages)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>
  );
  if (!isHydrating) {
    render(page);
    return;
  }
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  render(page, { container, hydrate: true });
}

describe("RouteGuard", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.mocked(startSignIn).mockClear();
  });

  it("starts sign-in without a session, carrying the path, ssoParams, action and the stored language", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    renderGuarded("/product/subscriptions?action=register&ssoParams=s1&productId=4");
    await vi.waitFor(() => expect(startSignIn).toHaveBeenCalledTimes(1));
    expect(startSignIn).toHaveBeenCalledWith({
      target: "/product/subscriptions?action=register&ssoParams=s1&productId=4",
      language: "en",
      extraParams: { action: "register", ssoParams: "s1" },
      screen: "sign-in",
    });
    expect(screen.getByText("waiting")).toBeTruthy();
    expect(screen.queryByText("private content")).toBeNull();
  });

  it.each([
    ["after a client navigation", false],
    ["on a page load, though the server rendered without a session", true],
  ])("shows the screen with a session, %s", async (_case, isHydrating) => {
    storeTokens({ accessToken: "at-1", refreshToken: "rt-1", idToken: null });
    renderGuarded("/product/subscriptions", { isHydrating });
    expect(await screen.findByText("private content")).toBeTruthy();
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it("in web-view mode goes to the not-found page without a stored token, and shows the screen with one", async () => {
    sessionStorage.setItem(WEBVIEW_STORAGE_KEY, "1");
    renderGuarded("/product/subscriptions");
    expect(await screen.findByText("not found")).toBeTruthy();
    expect(startSignIn).not.toHaveBeenCalled();

    storeTokens({ accessToken: "at-from-the-app", refreshToken: null, idToken: null });
    renderGuarded("/product/subscriptions");
    expect(await screen.findByText("private content")).toBeTruthy();
  });
});
