import type { Page } from "@isp/contracts/pages/get-page";
import type { PageExtras } from "../../blocks/block-props";
import { BlockRenderer } from "../../blocks/block-renderer";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";

const HERO_KINDS = new Set(["Banner", "BannerSlider"]);

/**
 * A content page. Pages that open with a banner let it be the hero (the page title stays as a
 * visually hidden h1 for screen readers and search engines); others get the breadcrumb and title.
 */
export function PageScreen({ page, entry, extras }: { page: Page; entry: RouteEntry; extras: PageExtras }) {
  const opensWithHero = HERO_KINDS.has(page.pageWebParts[0]?.webPartType.name ?? "");
  return (
    <div data-page-id={page.id}>
      {opensWithHero ? (
        <h1 className="visually-hidden">{page.title}</h1>
      ) : (
        <PageHeading entry={entry} title={page.title} />
      )}
      <BlockRenderer webParts={page.pageWebParts} extras={extras} />
    </div>
  );
}
