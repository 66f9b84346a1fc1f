import type { Language } from "@isp/contracts/languages";
import {
  ListCommunesCall,
  ListDistrictsCall,
  ListGendersCall,
  ListHonorificsCall,
  ListLocationNamesCall,
  ListLocationProjectsCall,
  ListLocationTypesCall,
  ListNationalitiesCall,
  ListProvincesCall,
} from "@isp/contracts/selfcare/dictionaries";
import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import { SaveLocationCall } from "@isp/contracts/selfcare/save-location";
import { UpdateBusinessInfoCall } from "@isp/contracts/selfcare/update-business-info";
import {
  IDENTIFY_FILE_FIELD,
  IDENTIFY_FILE_MAX_MEGABYTES,
  IDENTIFY_FILE_MEDIA_TYPES,
  PersonalInfoFieldsSchema,
  UpdatePersonalInfoCall,
} from "@isp/contracts/selfcare/update-personal-info";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { acceptMultipartForms } from "../../http/form-bodies";
import { notFound } from "../../http/not-found";
import { requestLanguage, varyByLanguage } from "../../http/request-language";
import { readUploadForm, SignatureInspector } from "../../http/upload-form";
import { sendValidationErrors } from "../../http/validation-errors";
import type { Storage } from "../../storage/storage";
import type { AccessTokenClaims, AccessTokenVerifier } from "../identity/access-tokens";
import { describeAccount } from "../identity/describe-account";
import { requireSignedIn } from "../identity/require-signed-in";
import { type Customer, findCustomer } from "./customers";
import { describeLinkedCustomer } from "./describe-customer";
import { listAdminUnits, listChildEntries, listDictionary } from "./dictionaries";
import { MAX_LOCATIONS, saveLocation } from "./save-location";
import { type SelfcareMessageCode, selfcareMessage } from "./selfcare-messages";
import { updateBusinessInfo, updatePersonalInfo } from "./update-profile";

export type SelfcareModuleOptions = {
  db: Database;
  storage: Storage;
  verifyAccessToken: AccessTokenVerifier;
};

/**
 * The dictionaries of spec §7 `dict/...`: the same for everyone and free of customer data, so open
 * without a token (the order journey fills its forms before sign-in) and cacheable by shared caches
 * per language (docs/decisions.md).
 */
const dictionaryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  varyByLanguage(app);
  app.addHook("onSend", async (_request, reply) => {
    if (reply.statusCode === 200) reply.header("cache-control", "public, max-age=3600");
  });
  const notInList = (request: FastifyRequest, reply: FastifyReply) =>
    notFound(reply, selfcareMessage("dictionary_not_found", requestLanguage(request)));

  routeCall(app, ListGendersCall, {}, async (request) => ({
    data: await listDictionary(db, "gender", requestLanguage(request)),
  }));
  routeCall(app, ListHonorificsCall, {}, async (request) => ({
    data: await listDictionary(db, "honorific", requestLanguage(request)),
  }));
  routeCall(app, ListNationalitiesCall, {}, async (request) => ({
    data: await listDictionary(db, "nationality", requestLanguage(request)),
  }));
  routeCall(app, ListLocationTypesCall, {}, async (request) => ({
    data: await listDictionary(db, "locationType", requestLanguage(request)),
  }));
  routeCall(app, ListLocationNamesCall, {}, async (request, reply) => {
    const names = await listChildEntries(db, "locationName", request.params.id, requestLanguage(request));
    return names ? { data: names } : notInList(request, reply);
  });
  routeCall(app, ListLocationProjectsCall, {}, async (request, reply) => {
    const projects = await listChildEntries(
      db,
      "locationProject",
      request.params.id,
      requestLanguage(request),
    );
    return projects ? { data: projects } : notInList(request, reply);
  });
  routeCall(app, ListProvincesCall, {}, async (request) => ({
    data: (await listAdminUnits(db, "province", null, requestLanguage(request))) ?? [],
  }));
  routeCall(app, ListDistrictsCall, {}, async (request, reply) => {
    const units = await listAdminUnits(db, "district", request.params.id, requestLanguage(request));
    return units ? { data: units } : notInList(request, reply);
  });
  routeCall(app, ListCommunesCall, {}, async (request, reply) => {
    const units = await listAdminUnits(db, "commune", request.params.id, requestLanguage(request));
    return units ? { data: units } : notInList(request, reply);
  });
};

/** The signed-in customer's own profile and its changes. Every call needs a bearer token. */
const profileRoutes: FastifyPluginAsyncZod<SelfcareModuleOptions> = async (
  app,
  { db, storage, verifyAccessToken },
) => {
  // The update of the personal information takes a photo of an identity document.
  await acceptMultipartForms(app);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: SelfcareMessageCode) =>
    reply.code(status).send({ error: code, message: selfcareMessage(code, requestLanguage(request)) });

  /** The account's customer: the token's customer id is the one linked when it was issued; a link made since is read here. */
  async function linkedCustomerOf(caller: AccessTokenClaims): Promise<Customer | undefined> {
    const account = await describeAccount(db, caller.sub);
    const customerId = account?.customerId ?? caller.customerId;
    return customerId ? findCustomer(db, customerId) : undefined;
  }

  async function profileAnswer(caller: AccessTokenClaims, language: Language) {
    const account = await describeAccount(db, caller.sub);
    const customer = await linkedCustomerOf(caller);
    return {
      data: {
        accountId: caller.sub,
        name: account?.name ?? caller.name ?? "",
        email: account?.email ?? caller.email ?? null,
        phone: account?.phone ?? null,
        customer: customer ? await describeLinkedCustomer(db, customer, language) : null,
      },
    };
  }

  routeCall(app, GetProfileCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    return profileAnswer(caller, requestLanguage(request));
  });

  routeCall(app, UpdatePersonalInfoCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    const customer = await linkedCustomerOf(caller);
    // Refused before the body is read: nothing of a refused caller's upload reaches storage.
    if (!customer) return refuse(request, reply, 409, "customer_not_linked");
    if (customer.customerType !== "consumer") return refuse(request, reply, 403, "consumer_only");
    const form = await readUploadForm(request, storage, {
      fileField: IDENTIFY_FILE_FIELD,
      maxMegabytes: IDENTIFY_FILE_MAX_MEGABYTES,
      keyPrefix: `customers/${customer.id}/identity`,
      inspect: () => new SignatureInspector(IDENTIFY_FILE_MEDIA_TYPES),
      typeIssue: "photoType",
      // Needed only when none is on file: the update function says so beside the other fields.
      isFileRequired: false,
      fields: 20,
      fieldBytes: 1024,
    });
    const discard = () => (form.file ? storage.remove(form.file.key) : undefined);
    if (!form.isComplete) return sendValidationErrors(request, reply, form.issues);
    const parsed = PersonalInfoFieldsSchema.safeParse(form.fields);
    if (!parsed.success || form.issues.length > 0) {
      await discard();
      return sendValidationErrors(request, reply, [...form.issues, ...(parsed.error?.issues ?? [])]);
    }
    const { issues, replacedPhotoKey } = await updatePersonalInfo(db, customer, parsed.data, form.file);
    if (issues.length > 0) {
      await discard();
      return sendValidationErrors(request, reply, issues);
    }
    if (replacedPhotoKey) await storage.remove(replacedPhotoKey);
    return profileAnswer(caller, requestLanguage(request));
  });

  routeCall(app, UpdateBusinessInfoCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    const customer = await linkedCustomerOf(caller);
    if (!customer) return refuse(request, reply, 409, "customer_not_linked");
    if (customer.customerType !== "business") return refuse(request, reply, 403, "business_only");
    await updateBusinessInfo(db, customer, request.body);
    return profileAnswer(caller, requestLanguage(request));
  });

  routeCall(app, SaveLocationCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    const customer = await linkedCustomerOf(caller);
    if (!customer) return refuse(request, reply, 409, "customer_not_linked");
    const language = requestLanguage(request);
    const saved = await saveLocation(db, customer.id, request.body);
    switch (saved.status) {
      case "invalid":
        return sendValidationErrors(request, reply, saved.issues);
      case "not_found":
        return notFound(reply, selfcareMessage("location_not_found", language));
      case "too_many":
        return reply.code(409).send({
          error: "too_many_locations",
          message: selfcareMessage("too_many_locations", language, MAX_LOCATIONS),
        });
      case "saved":
        return profileAnswer(caller, language);
    }
  });
};

/** sc-api: the public dictionaries, and the signed-in customer's own data. */
export const selfcareRoutes: FastifyPluginAsyncZod<SelfcareModuleOptions> = async (
  app,
  { db, storage, verifyAccessToken },
) => {
  await app.register(dictionaryRoutes, { db });
  await app.register(profileRoutes, { db, storage, verifyAccessToken });
};
