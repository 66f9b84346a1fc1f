import type { WebPart } from "@isp/contracts/pages/get-page";
import { webPartAnchorOf } from "@isp/contracts/pages/web-part-anchor";
import type { CSSProperties } from "react";
import { useLocation } from "react-router";
import { HydrateLater, isHydratingServerPage } from "../components/hydrate-later";
import { ServerHtml } from "../components/server-html";
import type { PageExtras } from "./block-props";
import { getBlock, isServerOnly } from "./registry";

function sectionStyle(webPart: WebPart): CSSProperties {
  return {
    ...(webPart.backgroundColor ? { backgroundColor: webPart.backgroundColor } : {}),
    ...(webPart.backgroundGradient ? { backgroundImage: webPart.backgroundGradient } : {}),
    ...(webPart.textColor ? { color: webPart.textColor } : {}),
  };
}

/**
 * Web parts the browser always lays out: a form is where links (`#contact`) and people land to type, so
 * its place on the page and its colours must be its own from the start, not those of a reserved 640 px
 * box. Its code (fields, captcha) is fetched and hydrated only when the visitor comes within a screen
 * of it or touches it, as for any part below the first: most visitors of a page never fill in its form.
 */
const FORMS = new Set(["ContactForm"]);

/** The part a link's fragment names (`#part-63`, `#plans`), or -1; none while hydrating the server's page. */
function targetedPartIndex(webParts: WebPart[], hash: string): number {
  if (hash === "" || isHydratingServerPage()) return -1;
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.slice(1));
  } catch {
    return -1;
  }
  return webParts.findIndex((webPart) => webPartAnchorOf(webPart) === anchor);
}

/**
 * Renders a page's web parts in order, all on the server. Parts after the first are deferred: the
 * browser lays them out only when scrolled to (content-visibility with a reserved size, lazy images;
 * forms aside). A part with something for the browser to do hydrates after the rest of the page in a
 * task of its own: the first at once, the others when the visitor comes within a screen of them or
 * touches them (a page's hydration was most of a slow phone's blocked time). The others keep the
 * server's HTML.
 */
export function BlockRenderer({ webParts, extras = {} }: { webParts: WebPart[]; extras?: PageExtras }) {
  // A link to a part further down (a site search result's) scrolls to it once the page has rendered. The
  // parts above it are laid out at once then: deferred, they were laid out only as they came into view,
  // at their real height instead of the reserved one, and moved the part out of view (by up to 1,800 px
  // on a phone). A page loaded with the fragment needs none of this: the browser keeps its part in view.
  const targeted = targetedPartIndex(webParts, useLocation().hash);
  return (
    <>
      {webParts.map((webPart, index) => {
        const Block = getBlock(webPart.webPartType.name);
        if (!Block) return null;
        const attributes = {
          id: webPartAnchorOf(webPart),
          className:
            index > 0 && index > targeted && !FORMS.has(webPart.webPartType.name)
              ? "web-part web-part--deferred"
              : "web-part",
          "data-web-part": webPart.webPartType.name,
          style: sectionStyle(webPart),
        };
        const block = <Block webPart={webPart} isFirst={index === 0} extras={extras} />;
        if (isServerOnly(webPart)) {
          return (
            <ServerHtml key={webPart.id} as="section" {...attributes}>
              {block}
            </ServerHtml>
          );
        }
        return (
          <HydrateLater key={webPart.id} whenNear={index > 0 || FORMS.has(webPart.webPartType.name)}>
            <section {...attributes}>{block}</section>
          </HydrateLater>
        );
      })}
    </>
  );
}
