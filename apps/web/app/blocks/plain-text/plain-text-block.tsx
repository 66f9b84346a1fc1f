import { Container } from "@mantine/core";
import type { BlockProps } from "../block-props";
import { WebPartAction, WebPartHeading } from "../web-part-heading";

/** Rich text; the content service sanitises it before sending, so it is rendered as given. */
export function PlainTextBlock({ webPart }: BlockProps) {
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      {webPart.webPartItems.map((item) =>
        item.content ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service
          <div key={item.id} className="rich-text" dangerouslySetInnerHTML={{ __html: item.content }} />
        ) : null,
      )}
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
