import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import { ContentImage } from "../../components/content-image";
import type { BlockProps } from "../block-props";
import { WebPartHeading } from "../web-part-heading";

/** The leadership: photo, name, position and a short description of each member. */
export function ManagementTeamBlock({ webPart }: BlockProps) {
  const members = webPart.webPartItems.flatMap((item) =>
    item.managementTeamMember ? [item.managementTeamMember] : [],
  );
  return (
    <Container size="lg" py="xl">
      <WebPartHeading webPart={webPart} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl" mt="lg">
        {members.map((member) => (
          <article key={member.id} className="team-member">
            {member.photo ? (
              <ContentImage
                image={{
                  url: member.photo.url,
                  sources: member.photo.sources,
                  alt: member.name,
                  title: null,
                  width: 400,
                  height: 400,
                }}
                className="team-member__photo"
                sizes="280px"
              />
            ) : null}
            <Title order={3} size="h4" mt="sm">
              {member.name}
            </Title>
            {member.positionName ? (
              <Text c="brand" fw={700}>
                {member.positionName}
              </Text>
            ) : null}
            {member.description ? (
              <Text size="sm" mt="xs">
                {member.description}
              </Text>
            ) : null}
          </article>
        ))}
      </SimpleGrid>
    </Container>
  );
}
