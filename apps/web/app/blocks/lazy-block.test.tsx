import { renderToStringAsync } from "preact-render-to-string";
import { describe, expect, it, vi } from "vitest";
import type { BlockProps } from "./block-props";
import { isLazyBlock, lazyBlock } from "./lazy-block";
import { makeWebPart } from "./render-block.test-utils";

// The server renders with Preact through its React compatibility layer (vite.config.ts); so does this.
vi.mock("react", () => import("preact/compat"));
vi.mock("react/jsx-runtime", () => import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", () => import("preact/compat/jsx-runtime"));

const Title = ({ webPart }: BlockProps) => <p>{webPart.title}</p>;

describe("lazyBlock", () => {
  it("renders inline on the server once its code has loaded, with nothing left to stream", async () => {
    const Block = lazyBlock(async () => Title);
    const html = await renderToStringAsync(
      <main>
        <Block webPart={makeWebPart("PlainText", { title: "Fiber for every home" })} isFirst extras={{}} />
      </main>,
    );
    // The markers tell the browser's hydration where the block's server HTML starts and ends.
    expect(html).toBe("<main><!--$s--><p>Fiber for every home</p><!--/$s--></main>");
  });

  it("hands out its loader, and eager blocks have none", async () => {
    const Block = lazyBlock(async () => Title);
    expect(isLazyBlock(Block)).toBe(true);
    expect(await Block.load()).toBe(Title);
    expect(isLazyBlock(Title)).toBe(false);
  });
});
