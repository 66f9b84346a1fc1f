import { fieldErrorsOf, type ValidationErrorResponse } from "@isp/contracts/validation/field-errors";
import { encodeIssue, formatValidationMessage } from "@isp/contracts/validation/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestLanguage } from "./request-language";

type IssueLike = { path: readonly PropertyKey[]; message: string };

/** Answers 400 with each failing field's message in the request's language (spec §5, §8). */
export function sendValidationErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: readonly IssueLike[],
) {
  const language = requestLanguage(request);
  const body: ValidationErrorResponse = {
    error: "validation_failed",
    message: formatValidationMessage({ key: "formInvalid" }, language),
    errors: fieldErrorsOf(issues, language),
  };
  return reply.code(400).send(body);
}

/** A captcha solution that is wrong, expired or already used: the form must solve a new one. */
export const captchaFailedIssue = {
  path: ["captchaResponse"],
  message: encodeIssue({ key: "captchaFailed" }),
};
