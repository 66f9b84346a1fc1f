import { createHash } from "node:crypto";
import { GetDeviceItemCall } from "@isp/contracts/devices/get-device-item";
import { ListDeviceItemsCall } from "@isp/contracts/devices/list-device-items";
import { ListPublicFaqCall } from "@isp/contracts/faq/list-public-faq";
import type { Language } from "@isp/contracts/languages";
import { GetPageCall, GetPageResponseSchema } from "@isp/contracts/pages/get-page";
import { ApplyVacancyCall, ApplyVacancyFieldsSchema } from "@isp/contracts/vacancies/apply-vacancy";
import { GetVacancyCall } from "@isp/contracts/vacancies/get-vacancy";
import { ListVacanciesCall } from "@isp/contracts/vacancies/list-vacancies";
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { isNotModified } from "../../http/conditional-requests";
import { createEncodedBody, preferredCoding } from "../../http/content-coding";
import { acceptMultipartForms } from "../../http/form-bodies";
import { notFound } from "../../http/not-found";
import { formRateLimit } from "../../http/rate-limit";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { sendImage } from "../../http/send-image";
import { sendStoredFile } from "../../http/send-stored-file";
import { captchaFailedIssue, sendValidationErrors } from "../../http/validation-errors";
import type { Storage } from "../../storage/storage";
import type { Captcha } from "../captcha/captcha";
import type { ContentRevision } from "./content-revision";
import { listDeviceItems } from "./device-promotion-items";
import { getPage } from "./get-page";
import { listPublicFaq } from "./list-public-faq";
import { getVacancy, listVacancies } from "./list-vacancies";
import { type CachedPage, createPageCache } from "./page-cache";
import { readApplicationForm } from "./read-application-form";
import { saveApplication } from "./save-application";

export type ContentModuleOptions = {
  db: Database;
  storage: Storage;
  captcha: Captcha;
  formRateLimit: number;
  /** Who receives applications. */
  hrEmail: string;
  /** Moves on when content changes; cached page answers made before are dropped. */
  contentRevision: ContentRevision;
};

const FileNameSchema = z.string().regex(/^[\w.-]{1,120}$/);
const FileParamsSchema = z.object({ id: z.coerce.number().int().positive(), fileName: FileNameSchema });

/** admin-api: pages and web parts with their files, vacancies, FAQ and device promotions. */
export const contentRoutes: FastifyPluginAsyncZod<ContentModuleOptions> = async (
  app,
  { db, storage, captcha, formRateLimit: formLimit, hrEmail, contentRevision },
) => {
  const pageCache = createPageCache({ revision: contentRevision });

  varyByLanguage(app);

  /**
   * A page's answer from its cached bytes, sent as they are (no serialiser, no compression per
   * request): they were validated against the schema when cached. One buffer goes through Fastify's
   * send; writing past it as page-route.ts does costs more in profiles (reading back every header).
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, language: Language, page: CachedPage) => {
    reply
      .header("content-language", language)
      .header("etag", page.etag)
      .header("cache-control", "public, max-age=60")
      .header("vary", "Accept-Language, Accept-Encoding")
      .header("content-type", "application/json; charset=utf-8");
    if (isNotModified(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
    const coding = preferredCoding(request.headers["accept-encoding"]);
    if (!coding) return reply.send(page.body.identity);
    return reply.header("content-encoding", coding).send(page.body.in(coding));
  };

  // Answers cached pages before validation and the handler. Params are still the router's strings
  // here; only page ids that passed validation are ever cached, so a hit needs none.
  const serveCachedPage: onRequestHookHandler = (request, reply, done) => {
    const language = requestLanguage(request);
    const cached = pageCache.get((request.params as { pageId: string }).pageId, language);
    if (cached) sendPage(request, reply, language, cached);
    else done();
  };

  routeCall(app, GetPageCall, { compress: false, onRequest: serveCachedPage }, async (request, reply) => {
    const language = requestLanguage(request);
    const { pageId } = request.params;
    const page = await getPage(db, pageId, language, (code) =>
      request.log.warn({ pageId, code }, "a price token names no catalog plan: left out"),
    );
    if (!page) return notFound(reply, "Page not found");
    // Validated once here, then served as the same bytes (and compressed forms) until dropped.
    const body = Buffer.from(JSON.stringify(GetPageResponseSchema.parse({ data: page })));
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    return sendPage(request, reply, language, pageCache.set(pageId, language, createEncodedBody(body), etag));
  });

  routeCall(app, ListVacanciesCall, {}, async (request) =>
    listVacancies(db, requestLanguage(request), request.query),
  );

  routeCall(app, GetVacancyCall, {}, async (request, reply) => {
    const vacancy = await getVacancy(db, request.params.id, requestLanguage(request));
    return vacancy ? { data: vacancy } : notFound(reply, "Vacancy not found or closed");
  });

  // The application alone takes multipart, in a scope of its own: the multipart plugin's hooks would
  // otherwise run for every page answer too.
  await app.register(async (forms) => {
    await acceptMultipartForms(forms);
    routeCall(forms, ApplyVacancyCall, { config: formRateLimit(formLimit) }, async (request, reply) => {
      const language = requestLanguage(request);
      const form = await readApplicationForm(request, storage);
      if (!form.isComplete) return sendValidationErrors(request, reply, form.issues);
      const parsed = ApplyVacancyFieldsSchema.safeParse(form.fields);
      const discard = () => (form.cv ? storage.remove(form.cv.key) : undefined);
      if (!parsed.success || !form.cv) {
        await discard();
        return sendValidationErrors(request, reply, [...form.issues, ...(parsed.error?.issues ?? [])]);
      }
      const vacancy = await getVacancy(db, request.params.vacancy, language);
      if (!vacancy || parsed.data.VacancyId !== vacancy.id) {
        await discard();
        return notFound(reply, "Vacancy not found or closed");
      }
      if (!(await captcha.isSolved(parsed.data.captchaResponse))) {
        await discard();
        return sendValidationErrors(request, reply, [captchaFailedIssue]);
      }
      const id = await saveApplication(db, {
        fields: parsed.data,
        cv: form.cv,
        language,
        vacancyName: vacancy.name,
        hrEmail,
      });
      return { data: { id } };
    });
  });

  routeCall(app, ListPublicFaqCall, {}, async (request) => ({
    data: await listPublicFaq(db, requestLanguage(request), request.query.audience, (code) =>
      request.log.warn({ code }, "a price token of the FAQ names no catalog plan: left out"),
    ),
  }));

  routeCall(app, ListDeviceItemsCall, {}, async (request, reply) => {
    const items = await listDeviceItems(db, request.params.webPartId, requestLanguage(request));
    return items ? { data: items } : notFound(reply, "Device promotion not found");
  });

  routeCall(app, GetDeviceItemCall, {}, async (request, reply) => {
    const items = await listDeviceItems(db, request.params.webPartId, requestLanguage(request));
    const item = items?.find((candidate) => candidate.id === request.params.id);
    return item ? { data: item } : notFound(reply, "Device not found");
  });

  app.get(
    "/filestorage/webparts/:id/images/:fileName",
    { schema: { tags: ["content"], params: FileParamsSchema, hide: true } },
    (request, reply) =>
      sendImage(storage, `webparts/${request.params.id}/images/${request.params.fileName}`, request, reply),
  );
  for (const kind of ["videos", "animations", "Documents"] as const) {
    app.get(
      `/filestorage/webparts/:id/${kind}/:fileName`,
      { schema: { tags: ["content"], params: FileParamsSchema, hide: true } },
      (request, reply) =>
        sendStoredFile(
          storage,
          `webparts/${request.params.id}/${kind.toLowerCase()}/${request.params.fileName}`,
          request,
          reply,
        ),
    );
  }

  app.get(
    "/ManagementTeamMembers/:id/images/:fileName",
    { schema: { tags: ["content"], params: FileParamsSchema, hide: true } },
    (request, reply) =>
      sendStoredFile(storage, `team/${request.params.id}/${request.params.fileName}`, request, reply),
  );
};
