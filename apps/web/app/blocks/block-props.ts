import type { WebPart } from "@isp/contracts/pages/get-page";

/** Every block gets its web part and whether it is the first on the page (above the fold). */
export type BlockProps = { webPart: WebPart; isFirst: boolean };
