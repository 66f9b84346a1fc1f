import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCurrentProfile } from "../../auth/current-profile";
import { useTranslation } from "../../i18n/use-translation";

function ChannelCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Stack gap={4}>{children}</Stack>
    </Card>
  );
}

/** Every way to reach customer care (from the brand configuration), with the customer's CID to quote. */
export function ContactChannels() {
  const { t, i18n } = useTranslation("selfCare", { keyPrefix: "contacts" });
  const language = i18n.language as Language;
  const { profile } = useCurrentProfile(language);
  const cid = profile?.customer?.customerId;
  return (
    <Stack gap="lg">
      <Text>{t("intro")}</Text>
      {cid ? (
        <Text fw={700} data-testid="contacts-cid">
          {t("yourCid", { cid })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ChannelCard title={t("hotline")}>
          <Anchor href={`tel:${brand.hotline.tel}`} size="xl" fw={700}>
            {brand.hotline.display}
          </Anchor>
          <Text size="sm">{t("hotlineHint")}</Text>
        </ChannelCard>
        <ChannelCard title={t("email")}>
          <Anchor href={`mailto:${brand.email}`} fw={700}>
            {brand.email}
          </Anchor>
          <Text size="sm">{t("emailHint")}</Text>
        </ChannelCard>
        <ChannelCard title={t("telegram")}>
          <Anchor href={brand.social.telegram} target="_blank" rel="noopener noreferrer" fw={700}>
            {brand.social.telegram.replace(/^https:\/\//, "")}
          </Anchor>
          <Text size="sm">{t("chatHint")}</Text>
        </ChannelCard>
        <ChannelCard title={t("facebook")}>
          <Anchor href={brand.social.facebook} target="_blank" rel="noopener noreferrer" fw={700}>
            {brand.social.facebook.replace(/^https:\/\/www\./, "")}
          </Anchor>
          <Text size="sm">{t("chatHint")}</Text>
        </ChannelCard>
        <ChannelCard title={t("office")}>
          <Text>{brand.address[language]}</Text>
          <Text size="sm">{t("officeHours")}</Text>
        </ChannelCard>
        <ChannelCard title={t("openTicket")}>
          <Text size="sm">{t("openTicketHint")}</Text>
          <Button component={Link} to="/tickets" mt="xs" w="fit-content">
            {t("openTicket")}
          </Button>
        </ChannelCard>
      </SimpleGrid>
    </Stack>
  );
}
