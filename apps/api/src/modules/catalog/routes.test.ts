import { ListChannelsCall } from "@isp/contracts/channels/list-channels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { channels } from "./tables";

describe.each(testDatabaseKinds())("catalog module on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lists every channel by number, described in the Accept-Language language", async () => {
    const stored = await ctx.db.select().from(channels);
    const english = await callOk(ctx.app, ListChannelsCall, { language: "en" });
    expect(english.data).toHaveLength(stored.length);
    expect(english.data.length).toBeGreaterThan(10);
    const numbers = english.data.map((channel) => channel.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const khmer = await callOk(ctx.app, ListChannelsCall);
    const first = stored.find((channel) => channel.id === english.data[0]?.id);
    expect(english.data[0]?.description).toBe(first?.description.en);
    expect(khmer.data[0]?.description).toBe(first?.description.km);
  });

  it("keeps only the channels of one broadcast language, one package, or both", async () => {
    const khmer = await callOk(ctx.app, ListChannelsCall, { query: { language: "km" } });
    expect(khmer.data.length).toBeGreaterThan(0);
    expect(khmer.data.every((channel) => channel.language === "km")).toBe(true);
    const sme = await callOk(ctx.app, ListChannelsCall, { query: { package: "smeTv" } });
    expect(sme.data.length).toBeGreaterThan(0);
    expect(sme.data.every((channel) => channel.packages.includes("smeTv"))).toBe(true);
    const both = await callOk(ctx.app, ListChannelsCall, { query: { language: "km", package: "smeTv" } });
    expect(both.data).toEqual(sme.data.filter((channel) => channel.language === "km"));
  });

  it("refuses an unknown language or package and junk values with localised field errors", async () => {
    for (const query of [
      { language: "xx" },
      { language: ["km", "en"] },
      { package: "all" },
      { package: "<script>" },
    ]) {
      const { status, body } = await injectCall(ctx.app, ListChannelsCall, { query, language: "en" });
      expect(status, JSON.stringify(query)).toBe(400);
      const field = Object.keys(query)[0] as string;
      expect(body).toMatchObject({ error: "validation_failed", errors: { [field]: { key: "invalid" } } });
    }
  });
});
