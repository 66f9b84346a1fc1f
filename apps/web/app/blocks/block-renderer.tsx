import type { WebPart } from "@isp/contracts/pages/get-page";
import { webPartAnchorOf } from "@isp/contracts/pages/web-part-anchor";
import type { CSSProperties } from "react";
import type { PageExtras } from "./block-props";
import { getBlock } from "./registry";

function sectionStyle(webPart: WebPart): CSSProperties {
  return {
    ...(webPart.backgroundColor ? { backgroundColor: webPart.backgroundColor } : {}),
    ...(webPart.backgroundGradient ? { backgroundImage: webPart.backgroundGradient } : {}),
    ...(webPart.textColor ? { color: webPart.textColor } : {}),
  };
}

/**
 * Web parts never deferred: a form is where links (`#contact`) and people land to type, so its place on
 * the page and its colours must be its own from the start, not those of a reserved 640 px box.
 */
const NEVER_DEFERRED = new Set(["ContactForm"]);

/**
 * Renders a page's web parts in order, all on the server. Parts after the first (forms aside) are
 * deferred by the browser (content-visibility with a reserved size, lazy images), so they cost nothing
 * until scrolled to.
 */
export function BlockRenderer({ webParts, extras = {} }: { webParts: WebPart[]; extras?: PageExtras }) {
  return (
    <>
      {webParts.map((webPart, index) => {
        const Block = getBlock(webPart.webPartType.name);
        if (!Block) return null;
        return (
          <section
            key={webPart.id}
            id={webPartAnchorOf(webPart)}
            className={
              index === 0 || NEVER_DEFERRED.has(webPart.webPartType.name)
                ? "web-part"
                : "web-part web-part--deferred"
            }
            data-web-part={webPart.webPartType.name}
            style={sectionStyle(webPart)}
          >
            <Block webPart={webPart} isFirst={index === 0} extras={extras} />
          </section>
        );
      })}
    </>
  );
}
