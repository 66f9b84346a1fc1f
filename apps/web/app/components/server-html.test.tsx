// @vitest-environment jsdom

import { hydrate, render } from "preact";
import { renderToString } from "preact-render-to-string";
import { createContext, type ReactNode, useContext, useState } from "react";
import { Link, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  deferLaterPartsWhileHydrating,
  HydrateLater,
  hydrateLaterParts,
  hydrationSettled,
  nextTask,
} from "./hydrate-later";
import { ServerHtml } from "./server-html";

// The browser hydrates with Preact through its React compatibility layer (vite.config.ts); so does this.
vi.mock("react", () => import("preact/compat"));
vi.mock("react/jsx-runtime", () => import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", () => import("preact/compat/jsx-runtime"));
// React Router's package loads React itself, not the Preact stand-in: a router of one piece of state
// stands in for it, its links marked as React Router marks those it can follow.
const Router = createContext({ address: "/", navigate: (_to: string) => {} });
vi.mock("react-router", () => ({
  useLocation: () => {
    const [pathname, search = ""] = useContext(Router).address.split(/(?=\?)/);
    return { pathname, search };
  },
  useNavigate: () => useContext(Router).navigate,
  Link: ({ to, children }: { to: string; children: string }) => (
    <a href={to} data-discover="true">
      {children}
    </a>
  ),
}));

function MemoryRouter({ initialEntries, children }: { initialEntries: string[]; children: ReactNode }) {
  const [address, navigate] = useState(initialEntries[0] ?? "/");
  return <Router.Provider value={{ address, navigate }}>{children}</Router.Provider>;
}

const rendered = vi.fn();

function Text() {
  const { pathname, search } = useLocation();
  rendered(`${pathname}${search}`);
  return (
    <p>
      Read <Link to="/next">the next page</Link>, <Link to="/first?page=2">the list's next page</Link> or{" "}
      <a href="https://example.com/">elsewhere</a>.
    </p>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Page() {
  return (
    <MemoryRouter initialEntries={["/first"]}>
      <Where />
      <ServerHtml as="section" id="text" className="web-part">
        <Text />
      </ServerHtml>
    </MemoryRouter>
  );
}

/** A part that hydrates in its turn, as the header does, around links kept as the server's HTML. */
function PageWithLaterPart() {
  return (
    <MemoryRouter initialEntries={["/first"]}>
      <HydrateLater>
        <header>
          <ServerHtml as="div" id="menu">
            <Text />
          </ServerHtml>
        </header>
      </HydrateLater>
    </MemoryRouter>
  );
}

/** Clicks and says whether the page handled the click itself; the browser (jsdom) never navigates. */
function isHandledInPage(element: Element | null | undefined) {
  let handled = false;
  const root = element?.closest("div");
  const record = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  root?.addEventListener("click", record, { once: true });
  element?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  return handled;
}

/** The page as the browser gets it: the server's HTML… */
function serverPage() {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Page />);
  rendered.mockClear();
  return root;
}

/** …hydrated, its later parts released. */
function hydrateServerPage(root: HTMLElement) {
  deferLaterPartsWhileHydrating();
  hydrate(<Page />, root);
  hydrateLaterParts();
}

describe("ServerHtml", () => {
  it("renders its children on the server, inside the element it is given", () => {
    expect(renderToString(<Page />)).toContain(
      '<section id="text" class="web-part"><p>Read <a href="/next" data-discover="true">the next page</a>',
    );
  });

  it("keeps the server's HTML while a server page hydrates, its links navigating in the app", async () => {
    const root = serverPage();
    const paragraph = root.querySelector("section p");
    hydrateServerPage(root);
    await nextTask();

    // Not rendered in the browser: the server's very nodes stay.
    expect(root.querySelector("section p")).toBe(paragraph);
    expect(rendered).not.toHaveBeenCalled();

    // A link to another site is left to the browser.
    expect(isHandledInPage(root.querySelector('a[href^="https:"]'))).toBe(false);
    // An app link navigates in the app, where the part then renders as any component.
    expect(isHandledInPage(root.querySelector("a[data-discover]"))).toBe(true);
    await nextTask();
    expect(root.querySelector("output")?.textContent).toBe("/next");
    expect(rendered).toHaveBeenCalledWith("/next");
    expect(root.querySelector("section p")?.textContent).toBe(
      "Read the next page, the list's next page or elsewhere.",
    );
  });

  it("keeps the server's HTML inside a part that hydrates in its turn", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<PageWithLaterPart />);
    rendered.mockClear();
    const paragraph = root.querySelector("#menu p");
    deferLaterPartsWhileHydrating();
    hydrate(<PageWithLaterPart />, root);
    hydrateLaterParts();
    await hydrationSettled();
    expect(root.querySelector("#menu p")).toBe(paragraph);
    expect(rendered).not.toHaveBeenCalled();
    expect(isHandledInPage(root.querySelector("a[data-discover]"))).toBe(true);
  });

  it("renders anew when the query changes (another page of a list)", async () => {
    const root = serverPage();
    hydrateServerPage(root);
    expect(isHandledInPage(root.querySelector('a[href="/first?page=2"]'))).toBe(true);
    await nextTask();
    expect(rendered).toHaveBeenCalledWith("/first?page=2");
  });

  it("renders its children when a client-side navigation brings it", () => {
    const root = document.createElement("div");
    rendered.mockClear();
    render(<Page />, root);
    expect(rendered).toHaveBeenCalledWith("/first");
    expect(root.querySelector("section p a")?.getAttribute("href")).toBe("/next");
  });
});
