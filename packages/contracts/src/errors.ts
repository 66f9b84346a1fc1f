/** Spec §8: the one text a user sees for any system error (localised by the web app). */
export const SYSTEM_ERROR_MESSAGE = "A system error has occurred, contact your system administrator.";

export const ErrorCodes = {
  notFound: "not_found",
  badRequest: "bad_request",
  system: "system_error",
} as const;
