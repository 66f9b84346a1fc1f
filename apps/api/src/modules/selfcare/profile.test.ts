import { readdir } from "node:fs/promises";
import type { CallDefinition } from "@isp/contracts/http/define-call";
import { callUrl } from "@isp/contracts/http/define-call";
import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
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
import { GetProfileCall, type Profile } from "@isp/contracts/selfcare/get-profile";
import { type LocationInput, SaveLocationCall } from "@isp/contracts/selfcare/save-location";
import { type BusinessInfoInput, UpdateBusinessInfoCall } from "@isp/contracts/selfcare/update-business-info";
import {
  IDENTIFY_FILE_MAX_BYTES,
  UpdatePersonalInfoCall,
} from "@isp/contracts/selfcare/update-personal-info";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_MOBILE_CLIENT_SECRET } from "../../config";
import { pdfBytes } from "../../test/cv-files";
import { basicAuth, postToken } from "../../test/sign-in-flow";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";
import { createAccount, hashPassword } from "../identity/accounts";
import { describeCustomerForDocuments } from "./customers";
import { customerLocations, customers } from "./tables";

// Tiny files made byte by byte: what the server must tell apart by content.
const jpegBytes = () =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const pngBytes = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
    Buffer.from("IHDR"),
    Buffer.alloc(17),
  ]);
const webpBytes = () =>
  Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from("WEBPVP8 "),
    Buffer.alloc(18),
  ]);
const gifBytes = () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

type Upload = { bytes: Buffer; name: string; type: string };

const DARA_FIELDS: Record<string, string> = {
  honorificId: "1",
  nationalityId: "1",
  genderId: "1",
  firstName: "Dara",
  lastName: "Sok",
  nameKm: "សុខ ដារា",
  identify: "010245678",
  dob: "1990-04-15",
  secondaryPhone: "097 612 345",
  email: "dara@demo.romdoul.example",
  dateAppointment: "",
  dateAppointmentSlot: "",
  requestInstallationDate: "2999-01-15",
  requestInstallationSlot: "08:00-10:00",
};

const NEW_LOCATION: LocationInput = {
  locationTypeId: 2,
  locationNameId: 202,
  locationProjectId: 2022,
  house: null,
  street: "Street 217",
  floor: "12",
  room: "1203",
  provinceCode: "12",
  districtCode: "1202",
  communeCode: "120204",
  latitude: 11.5634,
  longitude: 104.9066,
};

const BUSINESS_FIELDS: BusinessInfoInput = {
  companyName: "Mekong Riverside Trading Co., Ltd.",
  companyNameKm: "ក្រុមហ៊ុន មេគង្គ រីវើសាយ ត្រេឌីង ឯ.ក",
  contactName: "Lim Chanthou",
  contactEmail: "chanthou.lim@mekong-riverside.example",
  companyEmail: "business@demo.romdoul.example",
  companyPhone: "023 999 001",
  secondaryPhone: null,
  website: "https://mekong-riverside.example",
  vatTin: "k001-901234567",
};

describe.each(testDatabaseKinds())("sc-api profile and dictionaries (%s)", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const tokens: Record<"dara" | "sophea" | "business" | "unlinked", string> = {
    dara: "",
    sophea: "",
    business: "",
    unlinked: "",
  };

  async function tokenOf(login: string, password = "Romdoul-2026") {
    const response = await postToken(
      ctx.app,
      { grant_type: "password", username: login, password },
      { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().access_token as string;
  }

  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    tokens.dara = await tokenOf("dara@demo.romdoul.example");
    tokens.sophea = await tokenOf("sophea@demo.romdoul.example");
    tokens.business = await tokenOf("business@demo.romdoul.example");
    await createAccount(ctx.db, {
      name: "Keo Sreymom",
      login: "sreymom@example.com",
      passwordHash: await hashPassword("Sabay-2026!"),
    });
    tokens.unlinked = await tokenOf("sreymom@example.com", "Sabay-2026!");
  });
  afterAll(() => ctx.close());

  /** Sends a call with the caller's token; the answer must be one its contract declares. */
  async function send(
    call: CallDefinition,
    {
      token,
      params,
      body,
      language = "en",
    }: { token?: string; params?: Record<string, unknown>; body?: unknown; language?: string } = {},
  ) {
    const headers: Record<string, string> = { "accept-language": language };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await ctx.app.inject({
      method: call.method,
      url: callUrl(call, { params }),
      headers,
      ...(body instanceof FormData
        ? { payload: body }
        : body === undefined
          ? {}
          : { payload: JSON.stringify(body), headers: { ...headers, "content-type": "application/json" } }),
    });
    const schema = call.responses[response.statusCode];
    if (!schema)
      throw new Error(`${call.path} answered ${response.statusCode}, not in its contract: ${response.body}`);
    return {
      status: response.statusCode,
      // biome-ignore lint/suspicious/noExplicitAny: the answers of many calls, checked by their schemas above.
      body: schema.parse(response.json()) as any,
      headers: response.headers,
    };
  }

  const personalForm = (fields: Record<string, string>, file?: Upload) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file)
      form.append("identifyFile", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return form;
  };

  const profileOf = async (token: string, language = "en"): Promise<Profile> =>
    (await send(GetProfileCall, { token, language })).body.data;
  const customerRow = async (id: string) =>
    (await ctx.db.select().from(customers).where(eq(customers.id, id)))[0];
  const storedPhotos = async (customerId: string) =>
    readdir(`${ctx.storageRoot}/customers/${customerId}/identity`).catch(() => [] as string[]);

  describe("GET profile", () => {
    it("gives a consumer their personal data and installation locations, names in the caller's language", async () => {
      const { customer } = await profileOf(tokens.dara);
      expect(customer).toMatchObject({
        customerId: "100245",
        customerType: "consumer",
        name: "Sok Dara",
        nameKm: "សុខ ដារា",
        company: null,
        personal: {
          honorific: { id: 1, name: "Mr." },
          firstName: "Dara",
          lastName: "Sok",
          gender: { id: 1, name: "Male" },
          dob: "1990-04-15",
          nationality: { id: 1, name: "Cambodian" },
          identify: "010245678",
          hasIdentifyPhoto: false,
        },
      });
      expect(customer?.locations[0]).toMatchObject({
        locationType: { id: 1, name: "Borey" },
        locationName: { id: 101, name: "Borey Peng Huoth" },
        province: { id: "12", name: "Phnom Penh" },
        addressLines: [
          "No. 25, Street 7",
          "Borey Peng Huoth, The Star Natural",
          "Sangkat Nirouth, Khan Chbar Ampov, Phnom Penh",
        ],
      });
      const khmer = await profileOf(tokens.dara, "km");
      expect(khmer.customer?.personal?.gender?.name).toBe("ប្រុស");
      expect(khmer.customer?.locations[0]?.addressLines).toEqual([
        "ផ្ទះលេខ 25 Street 7",
        "បុរីប៉េងហួត ដឹស្តារណេឈើរល",
        "សង្កាត់និរោធ ខណ្ឌច្បារអំពៅ រាជធានីភ្នំពេញ",
      ]);
    });

    it("gives a business customer its company information and its locations in Phnom Penh and Siem Reap", async () => {
      const { customer } = await profileOf(tokens.business);
      expect(customer).toMatchObject({
        customerType: "business",
        name: "Mekong Riverside Trading Co., Ltd.",
        personal: null,
        company: { contactName: "Lim Chanthou", vatTin: "K001-901234567", companyPhone: "+85523999001" },
      });
      expect(customer?.locations.map((location) => location.province.name)).toEqual([
        "Phnom Penh",
        "Siemreap",
      ]);
    });

    it("answers 401 without a token, and no customer for an account not linked to one", async () => {
      expect((await send(GetProfileCall)).status).toBe(401);
      const unlinked = await profileOf(tokens.unlinked);
      expect(unlinked).toMatchObject({ name: "Keo Sreymom", customer: null });
    });
  });

  describe("dictionaries", () => {
    it("lists genders, honorifics, nationalities and location types in the caller's language, without a token", async () => {
      const genders = await send(ListGendersCall, { language: "km" });
      expect(genders.body.data).toEqual([
        { id: 1, name: "ប្រុស" },
        { id: 2, name: "ស្រី" },
      ]);
      expect(genders.headers["cache-control"]).toBe("public, max-age=3600");
      expect(genders.headers.vary).toBe("Accept-Language");
      expect((await send(ListHonorificsCall, { language: "zh" })).body.data[0]).toEqual({
        id: 1,
        name: "先生",
      });
      expect((await send(ListNationalitiesCall)).body.data[0]).toEqual({ id: 1, name: "Cambodian" });
      expect(
        (await send(ListLocationTypesCall)).body.data.map((type: { name: string }) => type.name),
      ).toEqual(["Borey", "Apartment & Condo", "Other"]);
    });

    it("cascades location type → names → projects, 404 for an unknown parent", async () => {
      const names = await send(ListLocationNamesCall, { params: { id: 1 } });
      expect(names.body.data).toContainEqual({ id: 101, name: "Borey Peng Huoth" });
      const projects = await send(ListLocationProjectsCall, { params: { id: 101 }, language: "km" });
      expect(projects.body.data).toContainEqual({ id: 1011, name: "ដឹស្តារណេឈើរល" });
      for (const call of [ListLocationNamesCall, ListLocationProjectsCall]) {
        const unknown = await send(call, { params: { id: 999 } });
        expect(unknown.status).toBe(404);
        expect(unknown.body.message).toBe("This list has no such entry.");
        expect((await send(call, { params: { id: "abc" } })).status).toBe(400);
      }
      // A project's id is no location type.
      expect((await send(ListLocationNamesCall, { params: { id: 1011 } })).status).toBe(404);
    });

    it("cascades Cambodia's 25 provinces → districts → communes, Khmer for km and Latin otherwise", async () => {
      const provinces = await send(ListProvincesCall, { language: "km" });
      expect(provinces.body.data).toHaveLength(25);
      expect(provinces.body.data).toContainEqual(
        expect.objectContaining({ id: "12", name: "ភ្នំពេញ", nameLatin: "Phnom Penh" }),
      );
      const districts = await send(ListDistrictsCall, { params: { id: "12" } });
      expect(districts.body.data).toHaveLength(14);
      expect(districts.body.data[0]).toEqual({
        id: "1201",
        name: "Chamkar Mon",
        nameKm: "ចំការមន",
        nameLatin: "Chamkar Mon",
        type: "khan",
      });
      const communes = await send(ListCommunesCall, { params: { id: "1710" }, language: "zh" });
      expect(communes.body.data.map((unit: { name: string }) => unit.name)).toContain("Sla Kram");
      expect((await send(ListDistrictsCall, { params: { id: "99" } })).status).toBe(404);
      expect((await send(ListCommunesCall, { params: { id: "1299" } })).status).toBe(404);
      expect((await send(ListCommunesCall, { params: { id: "12" } })).status).toBe(400);
    });
  });

  describe("PUT personal/profile/info", () => {
    const sendPersonal = (
      token: string | undefined,
      fields: Record<string, string>,
      file?: Upload,
      language = "en",
    ) => send(UpdatePersonalInfoCall, { token, body: personalForm(fields, file), language });

    it("saves the owner's personal data with an ID photo told by its content, and replaces an older photo", async () => {
      const saved = await sendPersonal(
        tokens.dara,
        { ...DARA_FIELDS, firstName: "Darith", nameKm: "សុខ ដារិទ្ធ" },
        { bytes: jpegBytes(), name: "id-card.jpg", type: "image/jpeg" },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.customer).toMatchObject({
        name: "Sok Darith",
        nameKm: "សុខ ដារិទ្ធ",
        personal: {
          firstName: "Darith",
          hasIdentifyPhoto: true,
          secondaryPhone: "+85597612345",
          requestInstallationDate: "2999-01-15",
          requestInstallationSlot: "08:00-10:00",
          dateAppointment: null,
        },
      });
      const first = (await customerRow("100245"))?.identifyFileKey;
      expect(first).toMatch(/^customers\/100245\/identity\//);
      expect(await storedPhotos("100245")).toHaveLength(1);
      // A PNG and a WebP are photos too, whatever their names say; the old photo goes.
      for (const file of [
        { bytes: pngBytes(), name: "scan.jpg", type: "image/jpeg" },
        { bytes: webpBytes(), name: "photo", type: "application/octet-stream" },
        { bytes: pdfBytes(), name: "passport.pdf", type: "application/pdf" },
      ]) {
        expect((await sendPersonal(tokens.dara, DARA_FIELDS, file)).status).toBe(200);
      }
      const row = await customerRow("100245");
      expect(row?.identifyFileType).toBe("application/pdf");
      expect(row?.identifyFileKey).not.toBe(first);
      expect(await storedPhotos("100245")).toHaveLength(1);
      // Without a new photo the one on file stays.
      expect((await sendPersonal(tokens.dara, DARA_FIELDS)).status).toBe(200);
      expect((await customerRow("100245"))?.identifyFileKey).toBe(row?.identifyFileKey);
    });

    it("refuses forged, unsupported, empty and oversized files, and a first save without a photo, changing nothing", async () => {
      const before = await customerRow("100318");
      const sophea = { ...DARA_FIELDS, firstName: "Sophea", lastName: "Chan", genderId: "2" };
      const cases: [Upload | undefined, string][] = [
        [undefined, "Required field"],
        [
          { bytes: Buffer.from("<?php system($_GET['c']); ?>"), name: "id.jpg", type: "image/jpeg" },
          "The file must be a JPEG, PNG or WebP photo, or a PDF",
        ],
        [
          { bytes: Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), name: "id.png", type: "image/png" },
          "The file must be a JPEG, PNG or WebP photo, or a PDF",
        ],
        [
          { bytes: gifBytes(), name: "id.gif", type: "image/gif" },
          "The file must be a JPEG, PNG or WebP photo, or a PDF",
        ],
        [{ bytes: Buffer.alloc(0), name: "id.jpg", type: "image/jpeg" }, "Required field"],
        [
          {
            bytes: Buffer.concat([jpegBytes(), Buffer.alloc(IDENTIFY_FILE_MAX_BYTES)]),
            name: "id.jpg",
            type: "image/jpeg",
          },
          "The file must not be larger than 5 MB",
        ],
      ];
      for (const [file, message] of cases) {
        const answer = await sendPersonal(tokens.sophea, sophea, file);
        expect(answer.status, message).toBe(400);
        expect(answer.body.errors.identifyFile).toEqual({ key: expect.any(String), message });
      }
      const khmer = await sendPersonal(
        tokens.sophea,
        sophea,
        {
          bytes: Buffer.concat([jpegBytes(), Buffer.alloc(IDENTIFY_FILE_MAX_BYTES)]),
          name: "id.jpg",
          type: "image/jpeg",
        },
        "km",
      );
      expect(khmer.body.errors.identifyFile.message).toBe("ទំហំឯកសារមិនត្រូវលើសពី 5 MB ទេ");
      expect(await customerRow("100318")).toEqual(before);
      expect(await storedPhotos("100318")).toEqual([]);
    });

    it("answers bad fields with the spec's messages in the caller's language beside each field, changing nothing", async () => {
      const before = await customerRow("100318");
      const photo = { bytes: jpegBytes(), name: "id.jpg", type: "image/jpeg" };
      const bad = {
        ...DARA_FIELDS,
        honorificId: "77",
        genderId: "",
        firstName: "D4ra",
        nameKm: "Sok Dara",
        identify: "01-02",
        dob: "2999-02-30",
        email: "dara@",
        secondaryPhone: "12",
        dateAppointment: "2000-01-01",
        dateAppointmentSlot: "midnight",
      };
      const answer = await sendPersonal(tokens.sophea, bad, photo, "km");
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatchObject({
        genderId: { key: "required", message: "ត្រូវតែបំពេញ" },
        firstName: { key: "lettersOnly", message: "បញ្ចូលតែអក្សរប៉ុណ្ណោះ" },
        nameKm: { key: "khmerScript" },
        identify: { key: "lettersAndDigits" },
        dob: { key: "date" },
        email: { key: "email", message: "អ៊ីមែលមិនត្រឹមត្រូវ" },
        secondaryPhone: { key: "phone" },
        dateAppointment: { key: "futureDate" },
        dateAppointmentSlot: { key: "choice" },
      });
      const young = await sendPersonal(tokens.sophea, { ...DARA_FIELDS, dob: "2999-01-01" }, photo);
      expect(young.body.errors.dob).toEqual({
        key: "adult",
        message: "The customer must be at least 18 years old",
      });
      // An id that is no entry of its dictionary, when everything else is right.
      const unknown = await sendPersonal(tokens.sophea, { ...DARA_FIELDS, honorificId: "77" }, photo);
      expect(unknown.body.errors).toEqual({
        honorificId: { key: "choice", message: "Please choose only from the options shown" },
      });
      expect(await customerRow("100318")).toEqual(before);
      expect(await storedPhotos("100318")).toEqual([]);
    });

    it("refuses a business customer (403), an account without a customer (409) and no token (401), storing nothing", async () => {
      const photo = { bytes: jpegBytes(), name: "id.jpg", type: "image/jpeg" };
      const business = await sendPersonal(tokens.business, DARA_FIELDS, photo);
      expect(business).toMatchObject({ status: 403, body: { error: "consumer_only" } });
      expect(business.body.message).toMatch(/company information/);
      const unlinked = await sendPersonal(tokens.unlinked, DARA_FIELDS, photo, "km");
      expect(unlinked).toMatchObject({ status: 409, body: { error: "customer_not_linked" } });
      expect(unlinked.body.message).toMatch(/CID/);
      expect((await sendPersonal(undefined, DARA_FIELDS, photo)).status).toBe(401);
      expect(await storedPhotos("200017")).toEqual([]);
    });

    it("answers hostile multipart bodies with 400 and keeps no part of the photo", async () => {
      const form = personalForm(DARA_FIELDS, {
        bytes: Buffer.concat([jpegBytes(), Buffer.alloc(64 * 1024)]),
        name: "id.jpg",
        type: "image/jpeg",
      });
      const encoded = new Request("http://localhost", { method: "PUT", body: form });
      const payload = Buffer.from(await encoded.arrayBuffer());
      const contentType = encoded.headers.get("content-type") as string;
      const photoStart = payload.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
      const put = (body: Buffer, type: string) =>
        ctx.app.inject({
          method: "PUT",
          url: callUrl(UpdatePersonalInfoCall),
          headers: {
            authorization: `Bearer ${tokens.sophea}`,
            "content-type": type,
            "accept-language": "en",
          },
          payload: body,
        });
      for (const [body, type] of [
        [payload.subarray(0, photoStart + 1024), contentType],
        [payload.subarray(0, 100), contentType],
        [payload, "multipart/form-data"],
      ] as const) {
        const response = await put(body, type);
        expect(response.statusCode, response.body).toBe(400);
      }
      expect((await put(Buffer.from("{}"), "application/json")).statusCode).toBe(415);
      expect(await storedPhotos("100318")).toEqual([]);
    });
  });

  describe("PUT business/profile/info", () => {
    it("saves the company information of the owner", async () => {
      const saved = await send(UpdateBusinessInfoCall, {
        token: tokens.business,
        body: { ...BUSINESS_FIELDS, contactName: "Heng Sokunthea", secondaryPhone: "012 999 002" },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.customer.company).toMatchObject({
        contactName: "Heng Sokunthea",
        secondaryPhone: "+85512999002",
        vatTin: "K001-901234567",
      });
    });

    it("refuses bad fields with localised messages, a consumer (403), an account without customer (409), no token (401)", async () => {
      const before = await customerRow("200017");
      const bad = await send(UpdateBusinessInfoCall, {
        token: tokens.business,
        body: {
          ...BUSINESS_FIELDS,
          companyName: " ",
          contactEmail: "x@",
          website: "not a site",
          vatTin: "12345",
        },
        language: "zh",
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({
        companyName: { message: "必填项" },
        contactEmail: { message: "电子邮件地址无效" },
        website: { key: "website" },
        vatTin: { key: "invalid" },
      });
      expect(await customerRow("200017")).toEqual(before);
      const consumer = await send(UpdateBusinessInfoCall, { token: tokens.dara, body: BUSINESS_FIELDS });
      expect(consumer).toMatchObject({ status: 403, body: { error: "business_only" } });
      expect(
        (await send(UpdateBusinessInfoCall, { token: tokens.unlinked, body: BUSINESS_FIELDS })).status,
      ).toBe(409);
      expect((await send(UpdateBusinessInfoCall, { body: BUSINESS_FIELDS })).status).toBe(401);
      expect((await customerRow("100245"))?.contactName).toBeNull();
    });
  });

  describe("PUT personal/profile/location", () => {
    const locationsOf = async (customerId: string) =>
      ctx.db.select().from(customerLocations).where(eq(customerLocations.customerId, customerId));

    it("adds a location to the owner's profile, and changes one of theirs by id", async () => {
      const added = await send(SaveLocationCall, { token: tokens.dara, body: NEW_LOCATION });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const locations = added.body.data.customer.locations;
      expect(locations).toHaveLength(2);
      expect(locations[1]).toMatchObject({
        locationName: { name: "Olympia City" },
        locationProject: { name: "Olympia City Block B" },
        addressLines: [
          "Street 217, Floor 12, Room 1203",
          "Olympia City, Olympia City Block B",
          "Sangkat Boeng Reang, Khan Doun Penh, Phnom Penh",
        ],
      });
      const changed = await send(SaveLocationCall, {
        token: tokens.dara,
        body: { ...NEW_LOCATION, id: locations[1].id, room: "1204" },
      });
      expect(changed.body.data.customer.locations[1].room).toBe("1204");
      // A business customer installs at its branches too.
      const branch = await send(SaveLocationCall, {
        token: tokens.business,
        body: {
          ...NEW_LOCATION,
          locationTypeId: 3,
          locationNameId: 303,
          locationProjectId: null,
          latitude: null,
          longitude: null,
        },
      });
      expect(branch.status).toBe(200);
    });

    it("answers 404 for another customer's location and changes nothing of it", async () => {
      const [sopheas] = await locationsOf("100318");
      const answer = await send(SaveLocationCall, {
        token: tokens.dara,
        body: { ...NEW_LOCATION, id: sopheas?.id },
      });
      expect(answer).toMatchObject({
        status: 404,
        body: { message: "This installation location was not found." },
      });
      expect((await locationsOf("100318"))[0]).toEqual(sopheas);
      expect(
        (await send(SaveLocationCall, { token: tokens.dara, body: { ...NEW_LOCATION, id: 999_999 } })).status,
      ).toBe(404);
    });

    it("refuses a broken cascade, a point outside Cambodia and missing fields, in the caller's language", async () => {
      const before = await locationsOf("100245");
      const cascade = await send(SaveLocationCall, {
        token: tokens.dara,
        body: {
          ...NEW_LOCATION,
          locationNameId: 101,
          locationProjectId: 1011,
          districtCode: "1710",
          communeCode: "121203",
        },
        language: "km",
      });
      expect(cascade.status).toBe(400);
      expect(cascade.body.errors).toEqual({
        locationNameId: { key: "choice", message: "សូមជ្រើសរើសតែពីជម្រើសដែលបានបង្ហាញប៉ុណ្ណោះ" },
        districtCode: { key: "choice", message: "សូមជ្រើសរើសតែពីជម្រើសដែលបានបង្ហាញប៉ុណ្ណោះ" },
        communeCode: { key: "choice", message: "សូមជ្រើសរើសតែពីជម្រើសដែលបានបង្ហាញប៉ុណ្ណោះ" },
      });
      const project = await send(SaveLocationCall, {
        token: tokens.dara,
        body: { ...NEW_LOCATION, locationProjectId: 1011 },
      });
      expect(Object.keys(project.body.errors)).toEqual(["locationProjectId"]);
      const missingName = await send(SaveLocationCall, {
        token: tokens.dara,
        body: { ...NEW_LOCATION, locationNameId: null, locationProjectId: null },
      });
      expect(missingName.body.errors.locationNameId.key).toBe("required");
      const far = await send(SaveLocationCall, {
        token: tokens.dara,
        body: { ...NEW_LOCATION, latitude: 48.85, longitude: null, provinceCode: "", floor: "3rd" },
      });
      expect(far.body.errors).toMatchObject({
        latitude: { key: "maxValue" },
        longitude: { key: "required" },
        provinceCode: { key: "required" },
        floor: { key: "digitsOnly" },
      });
      expect(await locationsOf("100245")).toEqual(before);
    });

    it("refuses an account without customer (409) and no token (401)", async () => {
      expect((await send(SaveLocationCall, { token: tokens.unlinked, body: NEW_LOCATION })).status).toBe(409);
      expect((await send(SaveLocationCall, { body: NEW_LOCATION })).status).toBe(401);
    });
  });

  describe("describeCustomerForDocuments", () => {
    it("gives the bill-to block in Khmer for km and in Latin otherwise", async () => {
      const khmer = await describeCustomerForDocuments(ctx.db, "100502", "km");
      expect(khmer).toEqual({
        customerId: "100502",
        customerType: "consumer",
        name: "គីម វណ្ណា",
        addressLines: ["ផ្ទះលេខ 14 Wat Bo Road", "សង្កាត់ស្លក្រាម ក្រុងសៀមរាប ខេត្តសៀមរាប"],
        phone: "+85516777888",
        email: null,
        vatTin: null,
      });
      const english = await describeCustomerForDocuments(ctx.db, "100502", "en");
      expect(english?.name).toBe("Kim Vanna");
      expect(english?.addressLines).toEqual([
        "No. 14, Wat Bo Road",
        "Sangkat Sla Kram, Krong Siem Reap, Siemreap Province",
      ]);
      const business = await describeCustomerForDocuments(ctx.db, "200017", "zh");
      expect(business).toMatchObject({
        vatTin: "K001-901234567",
        addressLines: [
          "No. 88, Preah Sisowath Quay, Floor 5",
          "Sangkat Chakto Mukh, Khan Doun Penh, Phnom Penh",
        ],
      });
      expect(await describeCustomerForDocuments(ctx.db, "999999", "en")).toBeUndefined();
    });
  });
});
