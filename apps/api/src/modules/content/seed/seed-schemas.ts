import { FAQ_AUDIENCES } from "@isp/contracts/faq/list-public-faq";
import { GetPageParamsSchema } from "@isp/contracts/pages/get-page";
import { FEATURE_OPTION_TYPES, WEB_PART_KINDS, type WebPartKind } from "@isp/contracts/web-parts";
import { z } from "zod";
import { buildTranslationsSchema, type Translations } from "../../../i18n/translations";
import {
  type ItemData,
  ItemDataSchema,
  type ItemText,
  ItemTextSchema,
  PageTextSchema,
  WebPartTextSchema,
} from "../web-part-fields";

/** What each kind of web part (the block types) may hold: how many items, and which item fields it shows. */
type KindFields = { items: [min: number, max: number]; data: (keyof ItemData)[]; text: (keyof ItemText)[] };

const IMAGE_TEXT: (keyof ItemText)[] = ["imageAlt", "imageTitle"];
const BANNER: KindFields = {
  items: [1, 1],
  data: ["image", "mobileImage", "banner", "actionUrl", "showButton"],
  text: ["bannerTitle", "bannerDescription", "title", "description", ...IMAGE_TEXT],
};
const PRODUCT_LINKS: (keyof ItemData)[] = [
  "actionUrl",
  "showButton",
  "productId",
  "subscriptionId",
  "productCategoryId",
  "isAddon",
];

// `satisfies` makes a kind added to the contracts fail here until its fields are written down.
const KIND_FIELDS = {
  Banner: BANNER,
  BannerSlider: { ...BANNER, items: [2, 5] },
  PlainText: { items: [1, 10], data: [], text: ["content"] },
  FeatureOptions: {
    items: [3, 8],
    data: ["titleIcon", "lottieFile", "lottieUrl"],
    text: ["title", "description", ...IMAGE_TEXT],
  },
  ProductPanel: {
    items: [1, 4],
    data: ["image", "imageLocation", "actionUrl", "showButton", "webLayoutColumnCnt"],
    text: ["title", "subTitle", "description", "content", ...IMAGE_TEXT],
  },
  ProductCards: {
    items: [2, 6],
    data: [
      "image",
      ...PRODUCT_LINKS,
      "isShowMore",
      "mobileLayoutColumnCnt",
      "smallLayoutColumnCnt",
      "mediumLayoutColumnCnt",
      "webLayoutColumnCnt",
    ],
    text: [
      "title",
      "subTitle",
      "description",
      "content",
      "priceDescription",
      "recommendedFor",
      ...IMAGE_TEXT,
    ],
  },
  Promotions: {
    items: [2, 4],
    data: ["image", ...PRODUCT_LINKS],
    text: ["title", "description", "priceDescription", ...IMAGE_TEXT],
  },
  PartnerLogos: { items: [3, 10], data: ["image", "url"], text: ["title", ...IMAGE_TEXT] },
  CustomerReviews: {
    items: [3, 6],
    data: ["image"],
    text: ["customerName", "district", "content", "description", ...IMAGE_TEXT],
  },
  DevicePromotion: {
    items: [2, 6],
    data: ["image"],
    text: ["title", "subTitle", "description", "priceDescription", "content", ...IMAGE_TEXT],
  },
  VideoCarousel: {
    items: [3, 6],
    data: ["videoUrl", "image"],
    text: ["title", "description", ...IMAGE_TEXT],
  },
  FileDownload: { items: [1, 6], data: ["file"], text: ["title", "description"] },
  LatestNews: { items: [0, 0], data: [], text: [] },
  ManagementTeam: {
    items: [3, 9],
    data: ["member"],
    text: ["memberName", "memberPosition", "memberDescription", ...IMAGE_TEXT],
  },
  VacancyList: { items: [0, 0], data: [], text: [] },
  ContactForm: { items: [0, 0], data: [], text: [] },
} satisfies Record<WebPartKind, KindFields>;

/** One item of a web part; file names in `data` refer to files in ./media, copied into storage at seed time. */
export type SeedItem = { data: ItemData; text: Translations<ItemText> };

/** A zod `pick` mask of `keys`. */
const selectKeys = <K extends string>(keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as Record<K, true>;

const OPTION_TYPE_NAMES = {
  Icons: FEATURE_OPTION_TYPES.icons,
  Bullets: FEATURE_OPTION_TYPES.bullets,
  Checks: FEATURE_OPTION_TYPES.checks,
};

const OptionTypeSchema = z
  .strictObject({
    id: z.number().int(),
    name: z.enum(Object.keys(OPTION_TYPE_NAMES) as (keyof typeof OPTION_TYPE_NAMES)[]),
  })
  .refine((option) => OPTION_TYPE_NAMES[option.name] === option.id, {
    message: `must be one of ${Object.entries(OPTION_TYPE_NAMES)
      .map(([name, id]) => `{ "id": ${id}, "name": "${name}" }`)
      .join(", ")}`,
  });

const ColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, { message: "a colour as #rrggbb" });

/** The schema of one kind of web part: its own item fields and count, and the fields every part has. */
function buildWebPartSchema(type: WebPartKind) {
  const fields: KindFields = KIND_FIELDS[type];
  const [min, max] = fields.items;
  const ItemSchema: z.ZodType<SeedItem> = z.strictObject({
    data: ItemDataSchema.pick(selectKeys(fields.data)).default({}),
    text: buildTranslationsSchema(ItemTextSchema.pick(selectKeys(fields.text))),
  });
  const items = z
    .array(ItemSchema)
    .min(min, { message: `${type} holds at least ${min} items` })
    .max(max, { message: max === 0 ? `${type} holds no items` : `${type} holds at most ${max} items` });
  return z.strictObject({
    type: z.literal(type),
    /** `#anchor` links lead to the part; ids of the form part-N are taken by parts without one. */
    anchor: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, { message: "lower-case letters, digits and hyphens" })
      .refine((anchor) => !/^part-\d+$/.test(anchor), {
        message: "part-N is kept for parts without an anchor",
      })
      .optional(),
    backgroundColor: ColorSchema.optional(),
    backgroundGradient: z.string().startsWith("linear-gradient(").optional(),
    textColor: ColorSchema.optional(),
    actionUrl: z.string().min(1).optional(),
    optionType: (type === "FeatureOptions"
      ? OptionTypeSchema
      : z.never({ error: "only FeatureOptions parts have an option type" })
    ).optional(),
    text: buildTranslationsSchema(WebPartTextSchema),
    items: min === 0 ? items.default([]) : items,
  });
}

const [firstKind, ...otherKinds] = WEB_PART_KINDS;
const SeedWebPartSchema = z.discriminatedUnion("type", [
  buildWebPartSchema(firstKind),
  ...otherKinds.map(buildWebPartSchema),
]);

/** A file pages/<pageId>.json: the page's title and description, and its web parts in reading order. */
export const SeedPageFileSchema = z
  .strictObject({
    text: buildTranslationsSchema(PageTextSchema),
    webParts: z.array(SeedWebPartSchema).min(1),
  })
  .superRefine((page, context) => {
    const seen = new Set<string>();
    for (const [index, part] of page.webParts.entries()) {
      if (!part.anchor) continue;
      if (seen.has(part.anchor))
        context.addIssue({
          code: "custom",
          path: ["webParts", index, "anchor"],
          message: "used twice on the page",
        });
      seen.add(part.anchor);
    }
  });

/** A page's id is its file's name, so two files cannot hold the same page. */
export const SeedPageIdSchema = GetPageParamsSchema.shape.pageId;

export type SeedPage = { id: string } & z.output<typeof SeedPageFileSchema>;

const TextSchema = buildTranslationsSchema(z.string().min(1));

/** faq.json: the FAQ categories in their order; `audiences` says on which FAQ pages each appears. */
export const SeedFaqFileSchema = z.array(
  z.strictObject({
    key: z.string().regex(/^[a-z][a-z0-9-]*$/),
    audiences: z.array(z.enum(FAQ_AUDIENCES)).min(1),
    name: TextSchema,
    items: z.array(z.strictObject({ question: TextSchema, answer: TextSchema })).min(1),
  }),
);

/** vacancies.json: the job openings; `description` is rich text (duties, requirements, benefits). */
export const SeedVacanciesFileSchema = z.array(
  z.strictObject({
    name: TextSchema,
    location: TextSchema,
    vacancyCount: z.number().int().positive(),
    /** Last day to apply, counted from the day the database is seeded, so the demo never expires. */
    closesInDays: z.number().int().positive(),
    description: TextSchema,
  }),
);
