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

/** The answer to a body that cannot be read (malformed JSON, a multipart body cut short), HTTP 400. */
export const MALFORMED_REQUEST_MESSAGES = {
  en: "What you sent could not be read. Please reload the page and try again.",
  km: "មិនអាចអានទិន្នន័យដែលអ្នកបានផ្ញើបានទេ។ សូមផ្ទុកទំព័រឡើងវិញ រួចព្យាយាមម្តងទៀត។",
  zh: "无法读取您提交的内容，请刷新页面后重试。",
} as const;

/** The answer to an address that serves nothing (HTTP 404), in each language. */
export const NOT_FOUND_MESSAGES = {
  en: "Nothing was found at this address.",
  km: "រកមិនឃើញអ្វីនៅអាសយដ្ឋាននេះទេ។",
  zh: "此地址下未找到任何内容。",
} as const;

/** The answer to a request method an address does not take (HTTP 405), in each language. */
export const METHOD_NOT_ALLOWED_MESSAGES = {
  en: "This address does not accept this kind of request.",
  km: "អាសយដ្ឋាននេះមិនទទួលយកសំណើប្រភេទនេះទេ។",
  zh: "此地址不接受此类请求。",
} as const;

/** The answer to a body in a format a call does not take (HTTP 415), in each language. */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGES = {
  en: "What you sent is in a format that is not accepted here.",
  km: "ទិន្នន័យដែលអ្នកបានផ្ញើមានទម្រង់ដែលមិនត្រូវបានទទួលយកនៅទីនេះទេ។",
  zh: "您提交的内容格式不被接受。",
} as const;
