import { describe, expect, it } from "vitest";
import { decodeIssue } from "../validation/messages";
import {
  bandOf,
  CreateCustomerRatingSchema,
  parseRecommendScale,
  RECOMMEND_SCALE,
  reasonsOfScore,
  SURVEY_REASONS,
} from "./create-customer-rating";

/** The failing fields of a rating and the message key of each. */
function failuresOf(input: Record<string, unknown>) {
  const result = CreateCustomerRatingSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), decodeIssue(issue.message).key]),
  );
}

describe("survey bands", () => {
  it("puts 0-6 with detractors, 7-8 with passives and 9-10 with promoters", () => {
    expect(RECOMMEND_SCALE).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(RECOMMEND_SCALE.map(bandOf)).toEqual([
      ...Array(7).fill("detractor"),
      "passive",
      "passive",
      "promoter",
      "promoter",
    ]);
  });

  it("offers 5 to 8 distinct reasons in each band", () => {
    for (const reasons of Object.values(SURVEY_REASONS)) {
      expect(reasons.length).toBeGreaterThanOrEqual(5);
      expect(reasons.length).toBeLessThanOrEqual(8);
      expect(new Set(reasons).size).toBe(reasons.length);
      for (const reason of reasons) expect(reason).toMatch(/^[a-z_]+$/);
    }
    expect(reasonsOfScore(3)).toContain("billing");
    expect(reasonsOfScore(10)).not.toContain("billing");
  });

  it("reads a score from a URL segment only when it is 0 to 10 written plainly", () => {
    expect(["0", "6", "10"].map(parseRecommendScale)).toEqual([0, 6, 10]);
    for (const bad of ["11", "-1", "01", "1.5", "", "ten", " 7", undefined]) {
      expect(parseRecommendScale(bad), String(bad)).toBeNull();
    }
  });
});

describe("CreateCustomerRatingSchema", () => {
  it("accepts a score with reasons of its band and a comment, as form data sends them", () => {
    expect(
      CreateCustomerRatingSchema.parse({
        recommendScale: "4",
        reasons: ["speed", "billing"],
        comment: " Slow ",
      }),
    ).toEqual({ recommendScale: 4, reasons: ["speed", "billing"], comment: "Slow" });
  });

  it("takes one reason as a single value, none as an empty list, and drops repeats", () => {
    expect(CreateCustomerRatingSchema.parse({ recommendScale: "9", reasons: "app" }).reasons).toEqual([
      "app",
    ]);
    expect(CreateCustomerRatingSchema.parse({ recommendScale: 9 })).toEqual({
      recommendScale: 9,
      reasons: [],
      comment: null,
    });
    expect(
      CreateCustomerRatingSchema.parse({ recommendScale: 7, reasons: ["wifi", "wifi", "app"] }).reasons,
    ).toEqual(["wifi", "app"]);
  });

  it("requires a whole score from 0 to 10", () => {
    expect(failuresOf({})).toEqual({ recommendScale: "required" });
    expect(failuresOf({ recommendScale: "" })).toEqual({ recommendScale: "required" });
    expect(failuresOf({ recommendScale: "11" })).toEqual({ recommendScale: "maxValue" });
    expect(failuresOf({ recommendScale: "-1" })).toEqual({ recommendScale: "minValue" });
    expect(failuresOf({ recommendScale: "7.5" })).toEqual({ recommendScale: "digitsOnly" });
    expect(failuresOf({ recommendScale: "seven" })).toEqual({ recommendScale: "required" });
    expect(failuresOf({ recommendScale: "11", reasons: ["billing"] })).toEqual({
      recommendScale: "maxValue",
    });
  });

  it("refuses a reason that is not offered for the score's band", () => {
    // billing is asked of detractors only; coverage of passives only.
    expect(failuresOf({ recommendScale: 10, reasons: ["speed", "billing"] })).toEqual({ reasons: "choice" });
    expect(failuresOf({ recommendScale: 2, reasons: ["coverage"] })).toEqual({ reasons: "choice" });
    expect(failuresOf({ recommendScale: 8, reasons: ["installation"] })).toEqual({ reasons: "choice" });
    expect(failuresOf({ recommendScale: 8, reasons: ["nonsense"] })).toEqual({ reasons: "choice" });
    expect(failuresOf({ recommendScale: 8, reasons: [1] })).toEqual({ "reasons.0": "choice" });
    expect(failuresOf({ recommendScale: 8, reasons: Array(9).fill("speed") })).toEqual({ reasons: "choice" });
  });

  it("limits the comment to 1000 characters", () => {
    expect(failuresOf({ recommendScale: 5, comment: "ក".repeat(1000) })).toEqual({});
    expect(failuresOf({ recommendScale: 5, comment: "ក".repeat(1001) })).toEqual({ comment: "maxLength" });
  });
});
