import type { WebPartItem } from "@isp/contracts/pages/get-page";

/** A plan's card: its button goes through the promotion choice, which runs in the browser. */
export const canOrder = (item: WebPartItem) => item.showButton && item.subscriptionId !== null;

/** A card whose longer text opens and closes under a button. */
export const hasMoreText = (item: WebPartItem) => item.isShowMore && Boolean(item.content);
