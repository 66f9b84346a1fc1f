import { z } from "zod";

/** Spec §8: the one text a user sees for any system error (localised by the web app). */
export const SYSTEM_ERROR_MESSAGE = "A system error has occurred, contact your system administrator.";

export const ErrorCodes = {
  notFound: "not_found",
  badRequest: "bad_request",
  system: "system_error",
} as const;

/** The answer to too many form submissions from one client (HTTP 429), in each language. */
export const TOO_MANY_REQUESTS_MESSAGES = {
  en: "Too many attempts. Please wait a minute and try again.",
  km: "អ្នកបានព្យាយាមច្រើនដងពេក។ សូមរង់ចាំមួយនាទី រួចព្យាយាមម្តងទៀត។",
  zh: "尝试次数过多，请稍等一分钟后再试。",
} as const;

/** The answer to a request over a size limit (HTTP 413), in each language. */
export const PAYLOAD_TOO_LARGE_MESSAGES = {
  en: "What you sent is too large. Please shorten it and try again.",
  km: "ទិន្នន័យដែលអ្នកបានផ្ញើធំពេក។ សូមបង្រួមវា រួចព្យាយាមម្តងទៀត។",
  zh: "您提交的内容过大，请精简后重试。",
} as const;

/** The shape of every error answer: a machine-readable code and a text for people. */
export const ErrorResponseSchema = z.object({ error: z.string(), message: z.string() });

/** A 500: the spec's system-error text and the request id the server logged it under. */
export const SystemErrorResponseSchema = ErrorResponseSchema.extend({ requestId: z.string() });
