import type { Page } from "@isp/contracts/pages/get-page";
import { Container } from "@mantine/core";
import type { PageExtras } from "../../blocks/block-props";
import { BlockRenderer } from "../../blocks/block-renderer";
import type { RouteEntry } from "../../route-table";
import { Breadcrumb, PageHeading } from "../system/page-heading";

const HERO_KINDS = new Set(["Banner", "BannerSlider"]);
/** The two home pages stand without a breadcrumb; every other page shows where it is. */
const HOME_ROUTE_IDS = new Set(["businessHome", "personalHome"]);

/**
 * A content page. Pages that open with a banner let it be the hero (the page title stays as a
 * visually hidden h1 for screen readers and search engines) under a slim breadcrumb; others get the
 * breadcrumb and a visible title.
 */
export function PageScreen({ page, entry, extras }: { page: Page; entry: RouteEntry; extras: PageExtras }) {
  const opensWithHero = HERO_KINDS.has(page.pageWebParts[0]?.webPartType.name ?? "");
  return (
    <div data-page-id={page.id}>
      {opensWithHero ? (
        <>
          {HOME_ROUTE_IDS.has(entry.id) ? null : (
            <Container size="lg" className="page-breadcrumb">
              <Breadcrumb entry={entry} current={page.title} />
            </Container>
          )}
          <h1 className="visually-hidden">{page.title}</h1>
        </>
      ) : (
        <PageHeading entry={entry} title={page.title} />
      )}
      <BlockRenderer webParts={page.pageWebParts} extras={extras} />
    </div>
  );
}
