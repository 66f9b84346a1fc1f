import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { BlockProps } from "./block-props";
import { isLazyBlock, lazyBlock } from "./lazy-block";
import { makeWebPart } from "./render-block.test-utils";

const Title = ({ webPart }: BlockProps) => <p>{webPart.title}</p>;

describe("lazyBlock", () => {
  it("renders inline on the server, with no Suspense boundary that could stream it hidden", async () => {
    const Block = lazyBlock(async () => Title);
    const { prelude } = await prerenderToNodeStream(
      <main>
        <Block webPart={makeWebPart("PlainText", { title: "Fiber for every home" })} isFirst extras={{}} />
      </main>,
    );
    expect(await text(prelude)).toBe("<main><p>Fiber for every home</p></main>");
  });

  it("hands out its loader, and eager blocks have none", async () => {
    const Block = lazyBlock(async () => Title);
    expect(isLazyBlock(Block)).toBe(true);
    expect(await Block.load()).toBe(Title);
    expect(isLazyBlock(Title)).toBe(false);
  });
});
