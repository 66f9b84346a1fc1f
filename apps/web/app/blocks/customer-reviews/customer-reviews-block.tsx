import { Container, SimpleGrid, Text } from "@mantine/core";
import { ContentImage } from "../../components/content-image";
import type { BlockProps } from "../block-props";
import { WebPartAction, WebPartHeading } from "../web-part-heading";

/** What customers say: the quote, who said it and where they live. */
export function CustomerReviewsBlock({ webPart }: BlockProps) {
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="lg">
        {webPart.webPartItems.map((item) => (
          <figure key={item.id} className="review">
            <blockquote className="review__quote">{item.content ?? item.description}</blockquote>
            <figcaption className="review__author">
              {item.image ? (
                <ContentImage image={{ ...item.image, alt: "" }} className="review__avatar" />
              ) : null}
              <span>
                <Text fw={700} component="span" display="block">
                  {item.customerName}
                </Text>
                {item.district ? (
                  <Text size="sm" c="dimmed" component="span" display="block">
                    {item.district}
                  </Text>
                ) : null}
              </span>
            </figcaption>
          </figure>
        ))}
      </SimpleGrid>
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
