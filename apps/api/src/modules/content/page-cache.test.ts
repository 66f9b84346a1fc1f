import { describe, expect, it } from "vitest";
import { createEncodedBody } from "../../http/content-coding";
import { createContentRevision } from "./content-revision";
import { createPageCache } from "./page-cache";

describe("page cache", () => {
  it("keeps an answer per page and language until it expires", () => {
    let time = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => time });
    cache.set("Home", "km", createEncodedBody(Buffer.from("{km}")), '"a"');
    expect(cache.get("Home", "km")?.body.identity.toString()).toBe("{km}");
    expect(cache.get("Home", "en")).toBeUndefined();
    time = 999;
    expect(cache.get("Home", "km")?.etag).toBe('"a"');
    time = 1000;
    expect(cache.get("Home", "km")).toBeUndefined();
  });

  it("forgets answers made before the content changed", () => {
    const revision = createContentRevision();
    const cache = createPageCache({ revision });
    cache.set("Home", "en", createEncodedBody(Buffer.from("{}")), '"b"');
    revision.bump();
    expect(cache.get("Home", "en")).toBeUndefined();
    cache.set("Home", "en", createEncodedBody(Buffer.from("{new}")), '"c"');
    expect(cache.get("Home", "en")?.body.identity.toString()).toBe("{new}");
  });
});
