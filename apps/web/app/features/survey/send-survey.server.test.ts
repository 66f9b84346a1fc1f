import { setInProcessApi } from "@isp/contracts/http/api-transport";
import { LANGUAGE_COOKIE } from "@isp/contracts/languages";
import type { ActionFunctionArgs } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendSurvey } from "./send-survey.server";

type Sent = { url: string; headers: Record<string, string>; form: FormData };

/** Stands in for the API in this process: records what was sent and answers with the given status and body. */
function stubApi(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  setInProcessApi(async (url, init) => {
    sent.push({ url, headers: init.headers, form: init.body as FormData });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return sent;
}

function submit(
  fields: [string, string][],
  {
    score = "4",
    pattern = "/survey/:recommendScale/reasons",
    language = "en",
    length = undefined as string | undefined,
    body = new URLSearchParams(fields).toString(),
    contentType = "application/x-www-form-urlencoded",
  } = {},
) {
  const request = new Request(`http://localhost/survey/${score}/reasons`, {
    method: "POST",
    body,
    headers: {
      "content-type": contentType,
      "content-length": length ?? String(Buffer.byteLength(body)),
      cookie: `${LANGUAGE_COOKIE}=${language}`,
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
    },
  });
  return sendSurvey({ request, params: { recommendScale: score }, pattern } as unknown as ActionFunctionArgs);
}

/** The data and status of what the action answered (a redirect or `data()`). */
async function outcome(promise: Promise<unknown>) {
  const result = (await promise.catch((thrown) => thrown)) as
    | Response
    | { data: unknown; init: { status: number } | null };
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  return { status: result.init?.status, data: result.data };
}

describe("sending the survey", () => {
  afterEach(() => {
    setInProcessApi(undefined);
    vi.restoreAllMocks();
  });

  it("posts the answer as form data in the visitor's language and address, then goes to the thanks screen", async () => {
    const sent = stubApi(201, { data: { id: 1 } });
    const result = await outcome(
      submit([
        ["reasons", "speed"],
        ["reasons", "billing"],
        ["comment", "Slow"],
      ]),
    );
    expect(result).toEqual({ status: 302, location: "/survey/4/thanks" });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.url).toBe("/admin-api/api/v1/CustomerRating");
    expect(call?.headers).toMatchObject({
      "accept-language": "en",
      "x-forwarded-for": "203.0.113.9, 127.0.0.1",
    });
    expect(call?.form).toBeInstanceOf(FormData);
    expect(call?.form.get("recommendScale")).toBe("4");
    expect(call?.form.getAll("reasons")).toEqual(["speed", "billing"]);
    expect(call?.form.get("comment")).toBe("Slow");
  });

  it("takes the score from the URL, not from the form", async () => {
    const sent = stubApi(201, { data: { id: 2 } });
    await submit([["recommendScale", "10"]], { score: "0" });
    expect(sent[0]?.form.getAll("recommendScale")).toEqual(["0"]);
  });

  it("answers the API's field messages and keeps what was filled in", async () => {
    stubApi(400, {
      error: "validation_failed",
      message: "Please correct the highlighted fields",
      errors: { reasons: { key: "choice", message: "Please choose only from the options shown" } },
    });
    const result = await outcome(
      submit([
        ["reasons", "free_tv"],
        ["comment", "Hello"],
      ]),
    );
    expect(result).toEqual({
      status: 400,
      data: {
        message: "Please correct the highlighted fields",
        fieldErrors: { reasons: "Please choose only from the options shown" },
        values: { reasons: ["free_tv"], comment: "Hello" },
      },
    });
  });

  it("passes on the API's localised message for too many attempts", async () => {
    stubApi(429, { error: "too_many_requests", message: "尝试次数过多，请稍等一分钟后再试。" });
    const result = await outcome(submit([], { language: "zh" }));
    expect(result).toMatchObject({
      status: 429,
      data: { message: "尝试次数过多，请稍等一分钟后再试。", fieldErrors: {} },
    });
  });

  it("reports a server failure or an unreachable API as a system error (message null)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi(500, { error: "system_error", message: "A system error has occurred" });
    expect(await outcome(submit([]))).toMatchObject({ status: 502, data: { message: null } });
    setInProcessApi(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await outcome(submit([]))).toMatchObject({ status: 502, data: { message: null } });
  });

  it("answers 404 for a score outside 0-10, 405 on the other survey screens, 413 for an oversized form", async () => {
    const sent = stubApi(201, { data: { id: 3 } });
    expect((await outcome(submit([], { score: "11" }))).status).toBe(404);
    expect((await outcome(submit([], { pattern: "/survey/:recommendScale/thanks" }))).status).toBe(405);
    expect((await outcome(submit([], { length: String(64 * 1024) }))).status).toBe(413);
    expect(sent).toHaveLength(0);
  });

  it("answers 400 to a body that is not a readable form, without calling the API", async () => {
    const sent = stubApi(201, { data: { id: 1 } });
    const cutShort = '--b\r\nContent-Disposition: form-data; name="comment"\r\n\r\nFast';
    for (const [contentType, body] of [
      ["multipart/form-data", cutShort],
      ["multipart/form-data; boundary=b", cutShort],
      ["text/plain", "comment=Fast"],
    ]) {
      expect((await outcome(submit([], { contentType, body }))).status).toBe(400);
    }
    expect(sent).toEqual([]);
  });
});
