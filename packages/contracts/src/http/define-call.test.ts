import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callRoute, callUrl, defineCall } from "./define-call";

const GetThing = defineCall({
  method: "GET",
  service: "admin-api",
  path: "Things/:thingId/parts/:name",
  tag: "test",
  summary: "A part of a thing",
  params: z.object({ thingId: z.coerce.number<number>(), name: z.string() }),
  query: z.object({ tags: z.array(z.string()).optional(), page: z.number().optional() }),
  responses: { 200: z.object({ ok: z.boolean() }) },
});

describe("defineCall", () => {
  it("adds the shared error answers: 400 for calls with input, 413 for bodies, 500 always", () => {
    expect(Object.keys(GetThing.responses).sort()).toEqual(["200", "400", "500"]);
    expect(GetThing.successStatus).toBe(200);
    const Post = defineCall({
      method: "POST",
      service: "admin-api",
      path: "Things",
      tag: "test",
      summary: "Make a thing",
      body: z.object({ name: z.string() }),
      responses: { 201: z.object({ id: z.number() }) },
    });
    expect(Object.keys(Post.responses).sort()).toEqual(["201", "400", "413", "500"]);
    expect(Post.successStatus).toBe(201);
    const Plain = defineCall({
      method: "GET",
      service: "media-api",
      path: "contents/main",
      tag: "test",
      summary: "No input",
      responses: { 200: z.null() },
    });
    expect(Object.keys(Plain.responses).sort()).toEqual(["200", "500"]);
  });

  it("refuses a path whose parameters differ from the params schema", () => {
    const spec = {
      method: "GET",
      service: "admin-api",
      tag: "test",
      summary: "Bad",
      responses: { 200: z.null() },
    } as const;
    expect(() =>
      defineCall({ ...spec, path: "Things/:id", params: z.object({ thingId: z.string() }) }),
    ).toThrow(/path parameters \[id\] differ from params \[thingId\]/);
    expect(() => defineCall({ ...spec, path: "Things/:id" })).toThrow(/differ/);
    expect(() => defineCall({ ...spec, path: "Things", params: z.object({ id: z.string() }) })).toThrow(
      /differ/,
    );
  });

  it("refuses a call with no success answer or with two", () => {
    const spec = { method: "GET", service: "admin-api", path: "x", tag: "t", summary: "s" } as const;
    expect(() => defineCall({ ...spec, responses: { 404: z.null() } })).toThrow(/exactly one 2xx/);
    expect(() => defineCall({ ...spec, responses: { 200: z.null(), 201: z.null() } })).toThrow(
      /exactly one 2xx/,
    );
  });
});

describe("callUrl", () => {
  it("puts the service prefix before the path and fills in its parameters", () => {
    expect(callRoute(GetThing)).toBe("/admin-api/api/v1/Things/:thingId/parts/:name");
    expect(callUrl(GetThing, { params: { thingId: 7, name: "lid" } })).toBe(
      "/admin-api/api/v1/Things/7/parts/lid",
    );
  });

  it("percent-encodes path parameters, so a value cannot leave its segment", () => {
    expect(callUrl(GetThing, { params: { thingId: 1, name: "../a b/?#ស្វា" } })).toBe(
      "/admin-api/api/v1/Things/1/parts/..%2Fa%20b%2F%3F%23%E1%9E%9F%E1%9F%92%E1%9E%9C%E1%9E%B6",
    );
  });

  it("refuses a missing or empty path parameter rather than calling another resource", () => {
    expect(() => callUrl(GetThing, { params: { thingId: 1 } })).toThrow(/"name"/);
    expect(() => callUrl(GetThing, { params: { thingId: 1, name: "" } })).toThrow(/"name"/);
  });

  it("encodes the query, repeats lists, and leaves out undefined and null values", () => {
    expect(
      callUrl(GetThing, {
        params: { thingId: 1, name: "x" },
        query: { q: "wi-fi & tv=ok", tags: ["a", "b c"], page: 2, none: undefined, empty: null, off: false },
      }),
    ).toBe("/admin-api/api/v1/Things/1/parts/x?q=wi-fi+%26+tv%3Dok&tags=a&tags=b+c&page=2&off=false");
    expect(callUrl(GetThing, { params: { thingId: 1, name: "x" }, query: { none: undefined } })).toBe(
      "/admin-api/api/v1/Things/1/parts/x",
    );
  });
});
