// Apart from get-page.ts: pages render anchors in the browser, which must not load the page schemas.

/**
 * The id of a web part's section, for `#links` (search results land on it): its own anchor, else one
 * made from its id, so every part can be linked to.
 */
export function webPartAnchorOf(webPart: { id: number; anchor: string | null }): string {
  return webPart.anchor ?? `part-${webPart.id}`;
}
