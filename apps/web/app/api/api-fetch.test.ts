// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-fetch";
import { requestState } from "./request-state";

describe("apiFetch in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    requestState.clearError();
  });

  it("sends Accept-Language and counts the request while it runs", async () => {
    let pendingDuring = -1;
    const fetchMock = vi.fn(async () => {
      pendingDuring = requestState.get().pending;
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiFetch("/admin-api/api/v1/pages/X", { language: "en" })).resolves.toEqual({ ok: true });
    expect(pendingDuring).toBe(1);
    expect(requestState.get()).toEqual({ pending: 0, error: null });
    expect(fetchMock).toHaveBeenCalledWith("/admin-api/api/v1/pages/X", {
      headers: { accept: "application/json", "accept-language": "en" },
    });
  });

  it("puts a failure into the shared state, stops loading, and clears it on the next request", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ message: "Page not found" }), { status: 404 }),
    );
    await expect(apiFetch("/x", { language: "km" })).rejects.toBeInstanceOf(ApiError);
    expect(requestState.get()).toEqual({ pending: 0, error: { status: 404, message: "Page not found" } });

    let errorDuring: unknown = "unset";
    vi.stubGlobal("fetch", async () => {
      errorDuring = requestState.get().error;
      return new Response("{}", { status: 200 });
    });
    await apiFetch("/y", { language: "km" });
    expect(errorDuring).toBeNull();
    expect(requestState.get().error).toBeNull();
  });

  it("reports a network failure with status 0", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiFetch("/z", { language: "zh" })).rejects.toMatchObject({
      status: 0,
      message: "Failed to fetch",
    });
    expect(requestState.get().error).toEqual({ status: 0, message: "Failed to fetch" });
  });
});
