import type { WebPartItem } from "@isp/contracts/pages/get-page";
import { Container } from "@mantine/core";
import { ContentImage } from "../../components/content-image";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/** Spec §9: up to 5 logos stand in a row; more scroll past as a bar taking 150 s for one round. */
const STATIC_LOGO_LIMIT = 5;
const LOGO_SCROLL_SECONDS = 150;

function Logo({ item }: { item: WebPartItem }) {
  if (!item.image) return null;
  const image = (
    <ContentImage
      image={{ ...item.image, alt: item.image.alt || item.title }}
      className="partner-logos__logo"
    />
  );
  return item.url ? (
    <a href={item.url} rel="noopener">
      {image}
    </a>
  ) : (
    image
  );
}

export function PartnerLogosBlock({ webPart }: BlockProps) {
  const items = webPart.webPartItems.filter((item) => item.image);
  const isScrolling = items.length > STATIC_LOGO_LIMIT;
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      {isScrolling ? (
        <div
          className="partner-logos partner-logos--scrolling"
          style={{ ["--logo-scroll-duration" as string]: `${LOGO_SCROLL_SECONDS}s` }}
        >
          <ul className="partner-logos__track">
            {items.map((item) => (
              <li key={item.id}>
                <Logo item={item} />
              </li>
            ))}
            {/* The second copy makes the loop seamless; assistive technology reads the list once. */}
            {items.map((item) => (
              <li key={`copy-${item.id}`} aria-hidden="true" inert>
                <Logo item={item} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ul className="partner-logos partner-logos--static">
          {items.map((item) => (
            <li key={item.id}>
              <Logo item={item} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
