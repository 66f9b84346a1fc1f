import type { DeviceItem } from "@isp/contracts/devices/list-device-items";
import type { Language } from "@isp/contracts/languages";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pickText } from "../../i18n/translations";
import { toImage } from "./get-page";
import { webPartItems, webParts } from "./tables";

/** The devices of a device-promotion web part; null when there is no such web part. */
export async function listDeviceItems(
  db: Database,
  webPartId: number,
  language: Language,
): Promise<DeviceItem[] | null> {
  const [part] = await db
    .select()
    .from(webParts)
    .where(and(eq(webParts.id, webPartId), eq(webParts.type, "DevicePromotion")));
  if (!part) return null;
  const items = await db
    .select()
    .from(webPartItems)
    .where(eq(webPartItems.webPartId, webPartId))
    .orderBy(asc(webPartItems.position));
  const promotionTitle = pickText(part.text, language)?.title ?? null;
  return items.map((item) => {
    const text = pickText(item.text, language);
    return {
      id: item.id,
      webPartId,
      title: text?.title ?? "",
      brand: text?.subTitle ?? null,
      description: text?.description ?? null,
      priceDescription: text?.priceDescription ?? null,
      specifications: text?.content ?? null,
      image: toImage(webPartId, item.data.image, text),
      promotionTitle,
    };
  });
}
