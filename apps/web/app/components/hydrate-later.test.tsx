// @vitest-environment jsdom

import { hydrate, render } from "preact";
import { renderToString } from "preact-render-to-string";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  deferLaterPartsWhileHydrating,
  HydrateLater,
  hydrateLaterParts,
  hydrationSettled,
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

  it("renders at once outside a server page's hydration (client-side navigation)", async () => {
    const root = document.createElement("div");
    render(<Page />, root);
    root.querySelectorAll("button")[1]?.click();
    await nextTask();
    expect(root.querySelectorAll("button")[1]?.textContent).toBe("later 1");
  });
});
