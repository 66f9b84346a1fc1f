import type { Language } from "@isp/contracts/languages";
import { resolveFileUrl, teamPhotoUrl, webPartFileUrl } from "@isp/contracts/pages/file-urls";
import type { Image, Page, WebPartItem } from "@isp/contracts/pages/get-page";
import { imageSources } from "@isp/contracts/pages/image-variants";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText, type Translations } from "../../i18n/translations";
import { type CatalogPriceTexts, catalogPriceTexts } from "../catalog/plan-price-texts";
import { itemPriceText } from "./item-price-text";
import { hasPriceToken, type OnUnknownPrice, withPrices } from "./prose-prices";
import { pages, webPartItems, webParts } from "./tables";
import type { ItemData, ItemText } from "./web-part-fields";

export function toImage(
  webPartId: number,
  file: ItemData["image"],
  text: ItemText | undefined,
): Image | null {
  if (!file) return null;
  const url = webPartFileUrl(webPartId, "images", file.fileName);
  return {
    url,
    sources: imageSources(url, file.fileName, file.width),
    alt: text?.imageAlt ?? null,
    title: text?.imageTitle ?? null,
    width: file.width,
    height: file.height,
  };
}

function toItem(
  webPartId: number,
  id: number,
  data: ItemData,
  text: ItemText | undefined,
  prices: CatalogPriceTexts,
): WebPartItem {
  // An item with a banner's text is a banner, with or without video, link or button settings.
  const banner = data.banner ?? (text?.bannerTitle || text?.bannerDescription ? {} : undefined);
  return {
    id,
    title: text?.title ?? null,
    subTitle: text?.subTitle ?? null,
    description: text?.description ?? null,
    content: text?.content ?? null,
    image: toImage(webPartId, data.image, text),
    titleIcon: toImage(webPartId, data.titleIcon, undefined),
    videoUrl: data.videoUrl ? resolveFileUrl(webPartId, "videos", data.videoUrl) : null,
    lottieUrl:
      data.lottieUrl ?? (data.lottieFile ? webPartFileUrl(webPartId, "animations", data.lottieFile) : null),
    lottieFile: data.lottieFile ?? null,
    actionUrl: data.actionUrl ?? null,
    showButton: data.showButton ?? false,
    url: data.url ?? null,
    file: data.file ? resolveFileUrl(webPartId, "Documents", data.file) : null,
    customerName: text?.customerName ?? null,
    district: text?.district ?? null,
    recommendedFor: text?.recommendedFor ?? null,
    priceDescription: itemPriceText(data, text, prices) ?? null,
    rowGroup: data.rowGroup ?? null,
    columnGroup: data.columnGroup ?? null,
    mobileLayoutColumnCnt: data.mobileLayoutColumnCnt ?? null,
    smallLayoutColumnCnt: data.smallLayoutColumnCnt ?? null,
    mediumLayoutColumnCnt: data.mediumLayoutColumnCnt ?? null,
    webLayoutColumnCnt: data.webLayoutColumnCnt ?? null,
    justifyContent: data.justifyContent ?? null,
    imageLocationType: data.imageLocation ? { id: data.imageLocation } : null,
    isShowMore: data.isShowMore ?? false,
    productId: data.productId ?? null,
    subscriptionId: data.subscriptionId ?? null,
    productCategoryId: data.productCategoryId ?? null,
    isAddon: data.isAddon ?? false,
    banner: banner
      ? {
          title: text?.bannerTitle ?? null,
          description: text?.bannerDescription ?? null,
          webImage: toImage(webPartId, data.image, text),
          mobileImage: toImage(webPartId, data.mobileImage, text),
          video: banner.video ? resolveFileUrl(webPartId, "videos", banner.video) : null,
          actionUrl: banner.actionUrl ?? null,
          webButtonsLayout: banner.webButtonsLayout ?? null,
          mobileButtonsLayout: banner.mobileButtonsLayout ?? null,
        }
      : null,
    managementTeamMember: data.member
      ? {
          id: data.member.id,
          name: text?.memberName ?? "",
          positionName: text?.memberPosition ?? null,
          description: text?.memberDescription ?? null,
          photo: data.member.photoFileName
            ? {
                fileName: data.member.photoFileName,
                url: teamPhotoUrl(data.member.id, data.member.photoFileName),
                sources: imageSources(
                  teamPhotoUrl(data.member.id, data.member.photoFileName),
                  data.member.photoFileName,
                  800,
                ),
              }
            : null,
        }
      : null,
  };
}

/**
 * A page with its web parts and items in reading order, texts in the given language with the catalog's
 * prices filled in (cards and sentences); null when unknown.
 */
export async function getPage(
  db: Database,
  pageId: string,
  language: Language,
  onUnknownPrice: OnUnknownPrice,
): Promise<Page | null> {
  const page = await db.query.pages.findFirst({ where: eq(pages.id, pageId) });
  if (!page) return null;
  const parts = await db
    .select()
    .from(webParts)
    .where(eq(webParts.pageId, page.id))
    .orderBy(asc(webParts.position));
  const items = parts.length
    ? await db
        .select()
        .from(webPartItems)
        .where(
          inArray(
            webPartItems.webPartId,
            parts.map((part) => part.id),
          ),
        )
        .orderBy(asc(webPartItems.webPartId), asc(webPartItems.position))
    : [];
  const isPriced =
    items.some((item) => item.data.productId !== undefined) ||
    hasPriceToken(
      JSON.stringify([page.text, parts.map((part) => part.text), items.map((item) => item.text)]),
    );
  const prices: CatalogPriceTexts = isPriced
    ? await catalogPriceTexts(db, language)
    : { plans: new Map(), products: new Map(), amounts: new Map() };
  const localize = <T extends Record<string, string | undefined>>(texts: Translations<T>) =>
    withPrices(pickText(texts, language), prices.amounts, onUnknownPrice);
  const pageText = localize(page.text);
  return {
    id: page.id,
    language,
    title: pageText?.title ?? page.id,
    description: pageText?.description ?? null,
    pageWebParts: parts.map((part) => {
      const text = localize(part.text);
      return {
        id: part.id,
        anchor: part.anchor,
        webPartType: { name: part.type },
        title: text?.title ?? null,
        description: text?.description ?? null,
        backgroundColor: part.backgroundColor,
        backgroundGradient: part.backgroundGradient,
        textColor: part.textColor,
        actionUrl: part.actionUrl,
        actionUrlName: text?.actionUrlName ?? null,
        webPartInfo: {
          optionType:
            part.optionTypeId != null ? { id: part.optionTypeId, name: part.optionTypeName ?? "" } : null,
        },
        webPartItems: items
          .filter((item) => item.webPartId === part.id)
          .map((item) => toItem(part.id, item.id, item.data, localize(item.text), prices)),
      };
    }),
  };
}
