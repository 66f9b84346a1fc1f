import { z } from "zod";
import { defineCall } from "../http/define-call";

export const FAQ_AUDIENCES = ["personal", "business", "selfcare"] as const;

/** GET admin-api/api/v1/faq/public?audience= — categories with their questions (answers are rich text). */
export const ListPublicFaqQuerySchema = z.object({ audience: z.enum(FAQ_AUDIENCES).optional() });

export const FaqItemSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export const FaqCategorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  items: z.array(FaqItemSchema),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const ListPublicFaqResponseSchema = z.object({ data: z.array(FaqCategorySchema) });
export type ListPublicFaqResponse = z.infer<typeof ListPublicFaqResponseSchema>;

export const ListPublicFaqCall = defineCall({
  method: "GET",
  service: "admin-api",
  path: "faq/public",
  tag: "content",
  summary: "FAQ categories with their questions, for one audience or all",
  query: ListPublicFaqQuerySchema,
  responses: { 200: ListPublicFaqResponseSchema },
});

/** The id of a question on the FAQ pages, for `#links` (search results land on it). */
export function faqQuestionAnchor(questionId: number): string {
  return `question-${questionId}`;
}
