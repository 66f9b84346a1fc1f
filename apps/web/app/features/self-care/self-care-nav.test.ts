import { describe, expect, it } from "vitest";
import { activeLinkOf } from "./self-care-nav";

describe("the self-care menu's active entry", () => {
  it.each([
    ["/profile", "profile"],
    ["/profile/data", "profileData"],
    ["/profile/new_location", "profile"],
    ["/profile/quotation", "profile"],
    ["/my_orders", "myOrders"],
    ["/search", undefined],
  ])("%s → %s", (pathname, id) => {
    expect(activeLinkOf(pathname)).toBe(id);
  });
});
