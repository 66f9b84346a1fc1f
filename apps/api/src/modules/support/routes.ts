import {
  CreateSupportRequestResponseSchema,
  CreateSupportRequestSchema,
} from "@isp/contracts/support/create-support-request";
import { ListSupportSubjectsResponseSchema } from "@isp/contracts/support/list-support-subjects";
import { ValidationErrorResponseSchema } from "@isp/contracts/validation/field-errors";
import { encodeIssue } from "@isp/contracts/validation/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { captchaFailedIssue, sendValidationErrors } from "../../http/validation-errors";
import type { Captcha } from "../captcha/captcha";
import { getSupportSubject, listSupportSubjects, saveSupportRequest } from "./support-requests";

export type SupportModuleOptions = {
  db: Database;
  captcha: Captcha;
  formRateLimit: number;
  /** Who receives enquiries. */
  supportEmail: string;
};

/** An enquiry is a few short texts: anything bigger is not one. */
const ENQUIRY_BODY_LIMIT = 32 * 1024;

/** admin-api: enquiries to support (spec §3 "Enquiry") and their subjects. */
export const supportRoutes: FastifyPluginAsyncZod<SupportModuleOptions> = async (
  app,
  { db, captcha, formRateLimit: formLimit, supportEmail },
) => {
  varyByLanguage(app);

  app.get(
    "/Dictionaries/SupportSubjects/DictList",
    {
      schema: {
        tags: ["support"],
        summary: "Enquiry subjects, in the Accept-Language language; the first is the default",
        response: { 200: ListSupportSubjectsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { data: await listSupportSubjects(db, requestLanguage(request)) };
    },
  );

  app.post(
    "/supportRequests",
    {
      bodyLimit: ENQUIRY_BODY_LIMIT,
      config: formRateLimit(formLimit),
      schema: {
        tags: ["support"],
        summary: "Send an enquiry (captcha-protected); empty e-mail is stored as null",
        body: CreateSupportRequestSchema,
        response: { 201: CreateSupportRequestResponseSchema, 400: ValidationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const fields = request.body;
      const subject = await getSupportSubject(db, fields.supportSubjectId, language);
      if (!subject) {
        return sendValidationErrors(request, reply, [
          { path: ["supportSubjectId"], message: encodeIssue({ key: "invalid" }) },
        ]);
      }
      if (!(await captcha.isSolved(fields.captchaResponse))) {
        return sendValidationErrors(request, reply, [captchaFailedIssue]);
      }
      const id = await saveSupportRequest(db, { fields, language, subject, supportEmail });
      return reply.code(201).send({ data: { id } });
    },
  );
};
