import type { Language } from "@isp/contracts/languages";
import type { FieldError } from "@isp/contracts/validation/field-errors";
import { getApiBase } from "./api-base";

export type SendResult<T> =
  | { isOk: true; data: T }
  | {
      isOk: false;
      /** 0 when the request never got an answer (offline, timeout). */
      status: number;
      /** The server's localised message, when it gave one. */
      message: string | null;
      /** Field-level errors of a 400 answer, by field key (spec §8). */
      fieldErrors: Record<string, FieldError>;
    };

/**
 * Sends a form to a backend service: JSON for objects, multipart for FormData. Failures come back as
 * values, not exceptions, because forms show them beside their fields rather than as a system error.
 */
export async function apiSend<T>(
  path: string,
  { language, body }: { language: Language; body: FormData | Record<string, unknown> },
): Promise<SendResult<T>> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${getApiBase()}${path}`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "accept-language": language,
        ...(isForm ? {} : { "content-type": "application/json" }),
      },
      body: isForm ? body : JSON.stringify(body),
    });
  } catch {
    return { isOk: false, status: 0, message: null, fieldErrors: {} };
  }
  const answer = (await response.json().catch(() => null)) as {
    data?: T;
    message?: string;
    errors?: Record<string, FieldError>;
  } | null;
  if (response.ok && answer?.data !== undefined) return { isOk: true, data: answer.data };
  return {
    isOk: false,
    status: response.status,
    message: answer?.message ?? null,
    fieldErrors: answer?.errors ?? {},
  };
}
