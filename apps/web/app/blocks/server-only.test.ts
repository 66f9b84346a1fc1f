import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ONLY_KINDS } from "./registry";

// A kind whose HTML the browser keeps is never hydrated: a handler or a hook in its code would
// silently do nothing. A block that gains one must leave the list (registry.ts).
const BROWSER_WORK =
  /\bon[A-Z]\w*=|\buse(State|Effect|LayoutEffect|Reducer|Ref|ChooseOffer)\b|\bembla|Lottie/;

const folderOf = (kind: string) => kind.replace(/(?<=[a-z])(?=[A-Z])/g, "-").toLowerCase();

describe("blocks kept as the server rendered them", () => {
  for (const kind of SERVER_ONLY_KINDS) {
    it(`${kind} has nothing to do in the browser`, () => {
      const folder = join(import.meta.dirname, folderOf(kind));
      const sources = readdirSync(folder).filter((file) => file.endsWith(".tsx") && !file.includes(".test."));
      expect(sources.length).toBeGreaterThan(0);
      for (const file of sources) {
        expect(readFileSync(join(folder, file), "utf8"), `${folderOf(kind)}/${file}`).not.toMatch(
          BROWSER_WORK,
        );
      }
    });
  }
});
