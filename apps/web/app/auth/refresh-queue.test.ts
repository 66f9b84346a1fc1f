import { describe, expect, it, vi } from "vitest";
import { createRefreshQueue } from "./refresh-queue";

/** A token store and a refresh the test completes by hand, counting refreshes. */
function setup(initial: string | null) {
  let stored = initial;
  const finishes: ((token: string | null) => void)[] = [];
  const refresh = vi.fn(
    () =>
      new Promise<string | null>((resolve) => {
        finishes.push((token) => {
          stored = token;
          resolve(token);
        });
      }),
  );
  const tokenAfter401 = createRefreshQueue({ readAccessToken: () => stored, refresh });
  const finish = (token: string | null) => finishes.shift()?.(token);
  return { tokenAfter401, refresh, finish };
}

describe("the refresh queue (spec §4: one refresh at a time)", () => {
  it("refreshes once for several requests refused at the same time, and gives each the new token", async () => {
    const { tokenAfter401, refresh, finish } = setup("old");
    const waiting = [tokenAfter401("old"), tokenAfter401("old"), tokenAfter401("old")];
    expect(refresh).toHaveBeenCalledTimes(1);
    finish("new");
    expect(await Promise.all(waiting)).toEqual(["new", "new", "new"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("old");
  });

  it("gives a request refused after the refresh the token it brought, without refreshing again", async () => {
    const { tokenAfter401, refresh, finish } = setup("old");
    const first = tokenAfter401("old");
    finish("new");
    await first;
    expect(await tokenAfter401("old")).toBe("new");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes again when the new token is refused in turn", async () => {
    const { tokenAfter401, refresh, finish } = setup("old");
    const first = tokenAfter401("old");
    finish("new");
    await first;
    const second = tokenAfter401("new");
    finish("newer");
    expect(await second).toBe("newer");
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("gives every waiting request null when the refresh signs the customer out", async () => {
    const { tokenAfter401, refresh, finish } = setup("old");
    const waiting = [tokenAfter401("old"), tokenAfter401("old")];
    finish(null);
    expect(await Promise.all(waiting)).toEqual([null, null]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("turns a failing refresh into null for every waiting request, and tries again next time", async () => {
    let calls = 0;
    const tokenAfter401 = createRefreshQueue({
      readAccessToken: () => "old",
      refresh: async () => {
        calls += 1;
        throw new Error("offline");
      },
    });
    expect(await Promise.all([tokenAfter401("old"), tokenAfter401("old")])).toEqual([null, null]);
    expect(await tokenAfter401("old")).toBeNull();
    expect(calls).toBe(2);
  });
});
