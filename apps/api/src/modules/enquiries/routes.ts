import { CreateEnquiryCall } from "@isp/contracts/enquiries/create-enquiry";
import { ListEnquirySubjectsCall } from "@isp/contracts/enquiries/list-enquiry-subjects";
import { encodeIssue } from "@isp/contracts/validation/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { captchaFailedIssue, sendValidationErrors } from "../../http/validation-errors";
import type { Captcha } from "../captcha/captcha";
import { getEnquirySubject, listEnquirySubjects, saveEnquiry } from "./save-enquiry";

export type EnquiryModuleOptions = {
  db: Database;
  captcha: Captcha;
  formRateLimit: number;
  /** Who receives enquiries. */
  supportEmail: string;
};

/** An enquiry is a few short texts: anything bigger is not one. */
const ENQUIRY_BODY_LIMIT = 32 * 1024;

/** admin-api: enquiries to support (spec §3 "Enquiry") and their subjects. */
export const enquiryRoutes: FastifyPluginAsyncZod<EnquiryModuleOptions> = async (
  app,
  { db, captcha, formRateLimit: formLimit, supportEmail },
) => {
  varyByLanguage(app);

  routeCall(app, ListEnquirySubjectsCall, {}, async (request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { data: await listEnquirySubjects(db, requestLanguage(request)) };
  });

  routeCall(
    app,
    CreateEnquiryCall,
    { bodyLimit: ENQUIRY_BODY_LIMIT, config: formRateLimit(formLimit) },
    async (request, reply) => {
      const language = requestLanguage(request);
      const fields = request.body;
      const subject = await getEnquirySubject(db, fields.supportSubjectId, language);
      if (!subject) {
        return sendValidationErrors(request, reply, [
          { path: ["supportSubjectId"], message: encodeIssue({ key: "invalid" }) },
        ]);
      }
      if (!(await captcha.isSolved(fields.captchaResponse))) {
        return sendValidationErrors(request, reply, [captchaFailedIssue]);
      }
      const id = await saveEnquiry(db, { fields, language, subject, supportEmail });
      return { data: { id } };
    },
  );
};
