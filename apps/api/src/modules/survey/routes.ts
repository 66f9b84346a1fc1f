import {
  CreateCustomerRatingCall,
  CreateCustomerRatingSchema,
} from "@isp/contracts/survey/create-customer-rating";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { acceptMultipartForms, acceptUrlEncodedForms, readFormFields } from "../../http/form-bodies";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { sendValidationErrors } from "../../http/validation-errors";
import { createCustomerRating } from "./create-customer-rating";

export type SurveyModuleOptions = { db: Database; formRateLimit: number };

// A rating is a score, at most 8 reasons and 1000 characters of comment (up to 4 bytes each in UTF-8);
// these limits leave room for that and no more.
const FIELD_LIMITS = { fields: 16, fieldBytes: 8 * 1024 };
const BODY_LIMIT = 32 * 1024;

/** admin-api: the customer survey's answers (spec §2 Survey, §7 POST CustomerRating). */
export const surveyRoutes: FastifyPluginAsyncZod<SurveyModuleOptions> = async (
  app,
  { db, formRateLimit: max },
) => {
  varyByLanguage(app);
  await acceptMultipartForms(app);
  acceptUrlEncodedForms(app);

  routeCall(
    app,
    CreateCustomerRatingCall,
    { bodyLimit: BODY_LIMIT, config: formRateLimit(max) },
    async (request, reply) => {
      const parsed = CreateCustomerRatingSchema.safeParse(await readFormFields(request, FIELD_LIMITS));
      if (!parsed.success) return sendValidationErrors(request, reply, parsed.error.issues);
      const id = await createCustomerRating(db, parsed.data, requestLanguage(request));
      return { data: { id } };
    },
  );
};
