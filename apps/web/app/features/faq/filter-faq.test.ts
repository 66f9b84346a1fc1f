import type { FaqCategory } from "@isp/contracts/faq/list-public-faq";
import { describe, expect, it } from "vitest";
import { filterFaq } from "./filter-faq";

const categories: FaqCategory[] = [
  {
    id: 1,
    key: "billing",
    name: "Billing",
    items: [
      { id: 1, question: "How do I pay with KHQR?", answer: "<p>Scan the <strong>KHQR</strong> code.</p>" },
      { id: 2, question: "តើខ្ញុំបង់វិក្កយបត្រដោយរបៀបណា?", answer: "<p>បង់តាម ABA ឬ Wing។</p>" },
    ],
  },
  {
    id: 2,
    key: "wifi",
    name: "Wi-Fi",
    items: [{ id: 3, question: "Why is my Wi-Fi slow?", answer: "<p>Move the router.</p>" }],
  },
];

describe("filterFaq", () => {
  it("keeps everything for an empty query", () => {
    expect(filterFaq(categories, "  ")).toBe(categories);
  });
  it("matches every word in question, answer or category, ignoring case and tags", () => {
    expect(filterFaq(categories, "khqr scan").flatMap((c) => c.items.map((i) => i.id))).toEqual([1]);
    expect(filterFaq(categories, "ROUTER").map((c) => c.key)).toEqual(["wifi"]);
    expect(filterFaq(categories, "strong")).toEqual([]);
  });
  it("finds Khmer text inside words written without spaces", () => {
    expect(filterFaq(categories, "វិក្កយបត្រ").flatMap((c) => c.items.map((i) => i.id))).toEqual([2]);
  });
});
