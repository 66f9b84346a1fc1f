import { CreateSupportRequestCall } from "@isp/contracts/support/create-support-request";
import { ListSupportSubjectsCall } from "@isp/contracts/support/list-support-subjects";
import { encodeIssue } from "@isp/contracts/validation/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
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

  routeCall(app, ListSupportSubjectsCall, {}, async (request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { data: await listSupportSubjects(db, requestLanguage(request)) };
  });

  routeCall(
    app,
    CreateSupportRequestCall,
    { bodyLimit: ENQUIRY_BODY_LIMIT, config: formRateLimit(formLimit) },
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
      return { data: { id } };
    },
  );
};
