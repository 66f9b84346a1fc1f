import type { WebPartItem } from "@isp/contracts/pages/get-page";
import { BULLET_OPTION_TYPE_IDS } from "@isp/contracts/web-parts";
import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import { ContentImage } from "../../components/content-image";
import type { BlockProps } from "../block-props";
import { LottieAnimation } from "../lottie-animation";
import { WebPartAction, WebPartHeading } from "../web-part-heading";

function FeatureIcon({ item }: { item: WebPartItem }) {
  if (item.lottieUrl) return <LottieAnimation url={item.lottieUrl} size={72} />;
  if (item.titleIcon) return <ContentImage image={item.titleIcon} className="feature__icon" />;
  return null;
}

/** Features as icon cards, or (for the fixed bullet option types, spec §9) as a bullet or check list. */
export function FeatureOptionsBlock({ webPart }: BlockProps) {
  const optionTypeId = webPart.webPartInfo.optionType?.id;
  const isList = optionTypeId !== undefined && BULLET_OPTION_TYPE_IDS.includes(optionTypeId);
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      {isList ? (
        <ul className={`feature-list feature-list--${optionTypeId === 3 ? "checks" : "bullets"}`}>
          {webPart.webPartItems.map((item) => (
            <li key={item.id}>
              {item.title ? <strong>{item.title}</strong> : null}
              {item.title && item.description ? " — " : null}
              {item.description}
            </li>
          ))}
        </ul>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: webPart.webPartItems.length >= 4 ? 4 : 3 }}
          spacing="lg"
          mt="lg"
        >
          {webPart.webPartItems.map((item) => (
            <div key={item.id} className="feature">
              <FeatureIcon item={item} />
              {item.title ? (
                <Title order={3} size="h5" mt="sm">
                  {item.title}
                </Title>
              ) : null}
              {item.description ? (
                <Text size="sm" mt={4}>
                  {item.description}
                </Text>
              ) : null}
            </div>
          ))}
        </SimpleGrid>
      )}
      <WebPartAction webPart={webPart} />
    </Container>
  );
}
