import { z } from "zod";
import { defineCall } from "../http/define-call";
import { ErrorResponseSchema } from "../http/error-responses";
import { encodeIssue } from "../validation/messages";
import { optionalText, requiredInteger } from "../validation/rules";

/** Spec §2: "how likely are you to recommend us", 0 (not at all) to 10 (extremely). */
export const RECOMMEND_SCALE_MIN = 0;
export const RECOMMEND_SCALE_MAX = 10;
export const RECOMMEND_SCALE = Array.from(
  { length: RECOMMEND_SCALE_MAX - RECOMMEND_SCALE_MIN + 1 },
  (_, index) => RECOMMEND_SCALE_MIN + index,
);

/** The Net Promoter bands: detractors 0-6, passives 7-8, promoters 9-10. */
export const RATING_BANDS = ["detractor", "passive", "promoter"] as const;
export type RatingBand = (typeof RATING_BANDS)[number];

export function bandOf(recommendScale: number): RatingBand {
  if (recommendScale >= 9) return "promoter";
  if (recommendScale >= 7) return "passive";
  return "detractor";
}

/**
 * What the survey asks about after the score, per band: what let a detractor down, what would make a
 * passive give a 10, what a promoter likes most. Ids are stored with the answer, so they never change;
 * their labels are texts of the web app (`survey.reasons.<id>`).
 */
export const SURVEY_REASONS = {
  detractor: ["speed", "reliability", "price", "support", "installation", "billing", "wifi", "tv_channels"],
  passive: ["speed", "reliability", "price", "support", "wifi", "tv_channels", "coverage", "app"],
  promoter: ["speed", "reliability", "price", "support", "installation", "tv_channels", "app"],
} as const satisfies Record<RatingBand, readonly string[]>;
export type SurveyReason = (typeof SURVEY_REASONS)[RatingBand][number];

const MAX_REASONS = Math.max(...RATING_BANDS.map((band) => SURVEY_REASONS[band].length));

export function reasonsOfScore(recommendScale: number): readonly SurveyReason[] {
  return SURVEY_REASONS[bandOf(recommendScale)];
}

/** The score of a survey URL (`/survey/{n}/reasons`): exactly "0" to "10", else null. */
export function parseRecommendScale(value: string | undefined): number | null {
  return value !== undefined && /^(?:10|\d)$/.test(value) ? Number(value) : null;
}

export const COMMENT_MAX_LENGTH = 1000;

const choice = encodeIssue({ key: "choice" });

// Form data repeats the field once per chosen reason: one arrives as a string, none as nothing.
const reasonList = z.preprocess(
  (value: string | readonly string[] | null | undefined) =>
    value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
  z.array(z.string({ message: choice }).max(40, { message: choice })).max(MAX_REASONS, { message: choice }),
);

/**
 * POST admin-api/api/v1/CustomerRating, sent as form data (spec §7): the score, the reasons chosen
 * (each one offered for that score's band) and an optional comment.
 */
export const CreateCustomerRatingSchema = z
  .object({
    recommendScale: requiredInteger(RECOMMEND_SCALE_MIN, RECOMMEND_SCALE_MAX),
    reasons: reasonList,
    comment: optionalText(COMMENT_MAX_LENGTH),
  })
  .superRefine((rating, context) => {
    // A score out of range has its own error and no band to check the reasons against.
    if (!RECOMMEND_SCALE.includes(rating.recommendScale)) return;
    const offered: readonly string[] = reasonsOfScore(rating.recommendScale);
    if (rating.reasons.some((reason) => !offered.includes(reason))) {
      context.addIssue({ code: "custom", path: ["reasons"], message: choice });
    }
  })
  .transform((rating) => ({
    recommendScale: rating.recommendScale,
    reasons: [...new Set(rating.reasons)] as SurveyReason[],
    comment: rating.comment,
  }));
export type CreateCustomerRating = z.input<typeof CreateCustomerRatingSchema>;
export type CustomerRating = z.output<typeof CreateCustomerRatingSchema>;

export const CreateCustomerRatingResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type CreateCustomerRatingResponse = z.infer<typeof CreateCustomerRatingResponseSchema>;

export const CreateCustomerRatingCall = defineCall({
  method: "POST",
  service: "admin-api",
  path: "CustomerRating",
  tag: "survey",
  summary:
    "Stores a survey answer sent as form data (multipart or url-encoded): recommendScale, reasons (repeated), comment",
  body: CreateCustomerRatingSchema,
  bodyEncoding: "multipart",
  responses: { 201: CreateCustomerRatingResponseSchema, 429: ErrorResponseSchema },
});
