import { Container } from "@mantine/core";
import type { BlockProps } from "../block-props";
import { RichText } from "../rich-text";
import { WebPartAction, WebPartHeading } from "../web-part-heading";

/** Rich text under the web part's heading. */
export function PlainTextBlock({ webPart }: BlockProps) {
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      {webPart.webPartItems.map((item) =>
        item.content ? <RichText key={item.id} html={item.content} /> : null,
      )}
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
