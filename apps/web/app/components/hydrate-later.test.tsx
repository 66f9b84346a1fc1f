// @vitest-environment jsdom

import { hydrate, render } from "preact";
import { renderToString } from "preact-render-to-string";
import { type ReactElement, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  deferLaterPartsWhileHydrating,
  HydrateLater,
  hydrateLaterParts,
  hydrationSettled,
  hydrationWaitsFor,
  nextTask,
} from "./hydrate-later";

// The browser hydrates with Preact through its React compatibility layer (vite.config.ts); so does this.
vi.mock("react", () => import("preact/compat"));
vi.mock("react/jsx-runtime", () => import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", () => import("preact/compat/jsx-runtime"));

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="first" />
      <HydrateLater>
        <section>
          <Counter name="later" />
        </section>
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter name="last" />
        </section>
      </HydrateLater>
    </div>
  );
}

describe("HydrateLater", () => {
  it("renders its part on the server as any other", () => {
    expect(renderToString(<Page />)).toBe(
      '<div><button type="button">first 0</button><section><button type="button">later 0</button></section><section><button type="button">last 0</button></section></div>',
    );
  });

  it("keeps the server's HTML of later parts while the page hydrates, then hydrates them one task each", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Page />);
    const [first, later, last] = [...root.querySelectorAll("button")] as HTMLButtonElement[];
    deferLaterPartsWhileHydrating();
    hydrate(<Page />, root);

    // The first part is live; the later ones are the server's nodes, shown and not yet listening.
    first?.click();
    await nextTask();
    expect(first?.textContent).toBe("first 1");
    later?.click();
    await nextTask();
    expect(later?.textContent).toBe("later 0");

    hydrateLaterParts();
    // One part per task: after the first, the last still waits.
    await nextTask();
    later?.click();
    last?.click();
    await nextTask();
    expect(later?.textContent).toBe("later 1");
    expect(last?.textContent).toBe("last 0");
    await hydrationSettled();
    // The same nodes, now hydrated: nothing was rendered anew.
    expect([...root.querySelectorAll("button")]).toEqual([first, later, last]);
    later?.click();
    last?.click();
    await nextTask();
    expect(later?.textContent).toBe("later 2");
    expect(last?.textContent).toBe("last 1");
  });

  it("while a server page hydrates, runs a render that was asked for in a task of its own", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Counter name="first" />);
    deferLaterPartsWhileHydrating();
    hydrate(<Counter name="first" />, root);
    const button = root.querySelector("button");

    button?.click();
    await Promise.resolve();
    expect(button?.textContent).toBe("first 0");
    await nextTask();
    expect(button?.textContent).toBe("first 1");

    // Once the page has hydrated, a render runs in the task that asked for it, as Preact's own.
    hydrateLaterParts();
    button?.click();
    await Promise.resolve();
    expect(button?.textContent).toBe("first 2");
  });

  it("renders at once outside a server page's hydration (client-side navigation)", async () => {
    const root = document.createElement("div");
    render(<Page />, root);
    root.querySelectorAll("button")[1]?.click();
    await nextTask();
    expect(root.querySelectorAll("button")[1]?.textContent).toBe("later 1");
  });
});

/** A form that keeps its own state, as Mantine's uncontrolled forms do, and says what it sent. */
function NameForm({ sent }: { sent: string[] }) {
  const [name, setName] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(name);
      }}
    >
      <input aria-label="name" defaultValue="" onInput={(event) => setName(event.currentTarget.value)} />
      <button type="submit">Send</button>
    </form>
  );
}

function PageWithForm({ sent }: { sent: string[] }) {
  return (
    <div>
      <Counter name="first" />
      <HydrateLater whenNear>
        <section id="contact">
          <NameForm sent={sent} />
        </section>
      </HydrateLater>
    </div>
  );
}

function PageWithLaterCounter() {
  return (
    <div>
      <Counter name="first" />
      <HydrateLater whenNear>
        <section id="plans">
          <Counter name="below" />
          <a href="#prices">Prices</a>
        </section>
      </HydrateLater>
    </div>
  );
}

/** The page's content hydrates in its turn; a part inside it waits for the visitor (site-shell.tsx). */
function PageWithContentLater() {
  return (
    <div>
      <Counter name="first" />
      <HydrateLater>
        <main>
          <Counter name="content" />
          <HydrateLater whenNear>
            <section id="plans">
              <Counter name="below" />
            </section>
          </HydrateLater>
        </main>
      </HydrateLater>
    </div>
  );
}

describe("HydrateLater whenNear", () => {
  // jsdom has no layout: the test says when the part comes near.
  let comeNear = () => {};
  let watched: Element | undefined;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe(element: Element) {
        watched = element;
        comeNear = () => this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
  afterEach(() => {
    document.body.innerHTML = "";
    watched = undefined;
  });

  async function hydratePage() {
    const sent: string[] = [];
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = renderToString(<PageWithForm sent={[]} />);
    deferLaterPartsWhileHydrating();
    hydrate(<PageWithForm sent={sent} />, root);
    hydrateLaterParts();
    await hydrationSettled();
    // The app renders again after hydrating (the router's first update): the part keeps waiting.
    render(<PageWithForm sent={sent} />, root);
    await nextTask();
    const input = root.querySelector("input") as HTMLInputElement;
    const form = root.querySelector("form") as HTMLFormElement;
    return { sent, input, form };
  }

  it("waits for the visitor to come near: the page is interactive before, the part hydrates after", async () => {
    const { sent, input, form } = await hydratePage();
    form.requestSubmit();
    await nextTask();
    expect(sent).toEqual([]);
    comeNear();
    await hydrationSettled();
    await nextTask();
    input.value = "Dara";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await nextTask();
    form.requestSubmit();
    expect(sent).toEqual(["", "Dara"]);
  });

  /** The server's page for `Page`, hydrated as the browser's entry does: parts that wait still wait. */
  async function hydrateServerPage(Page: () => ReactElement) {
    const root = document.createElement("div");
    document.body.append(root);
    root.innerHTML = renderToString(<Page />);
    deferLaterPartsWhileHydrating();
    hydrate(<Page />, root);
    hydrateLaterParts();
    await hydrationSettled();
    return root;
  }

  /** The page hydrated, the part below still waiting; `button` is the part's. */
  async function hydratePageWithLaterCounter() {
    const root = await hydrateServerPage(PageWithLaterCounter);
    return { root, button: root.querySelectorAll("button")[1] as HTMLButtonElement };
  }

  it("clicks a control clicked before it hydrated once it has, and leaves links to the browser", async () => {
    const { root, button } = await hydratePageWithLaterCounter();
    const link = root.querySelector("a") as HTMLAnchorElement;
    const clickLink = new MouseEvent("click", { bubbles: true, cancelable: true });

    // A tap: the pointer goes down (the part starts hydrating), the click comes before it has.
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.click();
    link.dispatchEvent(clickLink);
    expect(button.textContent).toBe("below 0");
    expect(clickLink.defaultPrevented).toBe(false);
    await hydrationSettled();
    await nextTask();
    expect(button.textContent).toBe("below 1");
    // Hydrated: clicks are the part's own.
    button.click();
    await nextTask();
    expect(button.textContent).toBe("below 2");
  });

  it("stops holding clicks once the part itself has hydrated, whatever else the page still waits for", async () => {
    const { button } = await hydratePageWithLaterCounter();
    let arrive = () => {};
    hydrationWaitsFor(new Promise<void>((resolve) => (arrive = resolve)));

    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await nextTask();
    await nextTask();
    button.click();
    await nextTask();
    expect(button.textContent).toBe("below 1");
    arrive();
  });

  it("inside a part that hydrates in its turn, still waits for the visitor", async () => {
    const root = await hydrateServerPage(PageWithContentLater);
    const [, content, below] = [...root.querySelectorAll("button")] as HTMLButtonElement[];
    content?.click();
    await nextTask();
    expect(content?.textContent).toBe("content 1");
    expect(watched).toBe(root.querySelector("#plans"));

    comeNear();
    await hydrationSettled();
    await nextTask();
    below?.click();
    await nextTask();
    expect(below?.textContent).toBe("below 1");
    // The same nodes, hydrated in place.
    expect([...root.querySelectorAll("button")].slice(1)).toEqual([content, below]);
  });

  it("keeps what was typed before it hydrated, and sends a form sent meanwhile once it has", async () => {
    const { sent, input, form } = await hydratePage();
    input.value = "Sokha";
    input.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    form.requestSubmit();
    expect(sent).toEqual([]);
    await hydrationSettled();
    await nextTask();
    await nextTask();
    expect(input.value).toBe("Sokha");
    expect(sent).toEqual(["Sokha"]);
  });
});
