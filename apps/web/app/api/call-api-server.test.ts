import { ListPublicFaqCall } from "@isp/contracts/faq/list-public-faq";
import { setInProcessApi } from "@isp/contracts/http/api-transport";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "./call-api";

describe("callApi on the server", () => {
  afterEach(() => {
    setInProcessApi(undefined);
    vi.unstubAllGlobals();
  });

  it("calls the API in this process when API_BASE_URL is unset, for the visitor's address", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const sent: { path: string; headers: Record<string, string> }[] = [];
    setInProcessApi(async (path, init) => {
      sent.push({ path, headers: init.headers });
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    });
    const answer = await callApi(ListPublicFaqCall, {
      language: "zh",
      query: { audience: "business" },
      clientIp: "203.0.113.9",
    });
    expect(answer).toEqual({ data: [] });
    expect(sent).toEqual([
      {
        path: "/admin-api/api/v1/faq/public?audience=business",
        headers: { accept: "application/json", "accept-language": "zh", "x-forwarded-for": "203.0.113.9" },
      },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says why when there is neither an API in this process nor an API_BASE_URL", async () => {
    await expect(callApi(ListPublicFaqCall, { language: "en" })).rejects.toMatchObject({
      status: 0,
      message: "API_BASE_URL is not set and the API does not run in this process",
    });
  });
});
