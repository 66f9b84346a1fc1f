import { describe, expect, it } from "vitest";
import { searchResultHref } from "./search-href";

describe("searchResultHref", () => {
  it("leads to a page's canonical path and section", () => {
    expect(searchResultHref({ type: "page", pageId: "Colocation", anchor: "prices" })).toBe(
      "/business/data_center/colocation#prices",
    );
    expect(searchResultHref({ type: "page", pageId: "PersonalInternet", anchor: null })).toBe("/personal");
  });

  it("leads to a question on the FAQ page, and to news, vacancy and device screens", () => {
    expect(searchResultHref({ type: "faq", questionId: 7 })).toBe("/faq#question-7");
    expect(searchResultHref({ type: "news", contentId: 3 })).toBe(
      "/about_us/news_and_media_card?contentId=3",
    );
    expect(searchResultHref({ type: "vacancy", vacancyId: 4 })).toBe("/about_us/vacancy?id=4");
    expect(searchResultHref({ type: "device", webPartId: 5, deviceId: 6 })).toBe(
      "/device?webPartId=5&deviceId=6",
    );
  });

  it("has no link for a page no route shows", () => {
    expect(searchResultHref({ type: "page", pageId: "NoSuchPage", anchor: null })).toBeNull();
  });
});
