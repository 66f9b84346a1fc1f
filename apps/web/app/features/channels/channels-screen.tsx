import { brand } from "@isp/brand";
import { CHANNEL_CATEGORIES, CHANNEL_LANGUAGES, type Channel } from "@isp/contracts/channels/list-channels";
import type { Language } from "@isp/contracts/languages";
import { Badge, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";

/** The TV line-up by category, optionally only the channels broadcasting in one language. */
export function ChannelsScreen({
  channels,
  broadcastLanguage,
}: {
  channels: Channel[];
  broadcastLanguage: string | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Container size="lg" py="lg" data-testid="channels-screen">
      <Text fw={700} c="brand">
        {brand.name[i18n.language as Language]}
      </Text>
      <Title order={1}>{t("channels.title")}</Title>
      <Text mt="xs">{t("channels.intro", { count: channels.length })}</Text>
      <nav aria-label={t("channels.filter")} className="channel-filter">
        <Link to="/channel" aria-current={broadcastLanguage === null ? "page" : undefined}>
          {t("channels.allLanguages")}
        </Link>
        {CHANNEL_LANGUAGES.map((language) => (
          <Link
            key={language}
            to={`/channel/${language}`}
            aria-current={broadcastLanguage === language ? "page" : undefined}
          >
            {t(`channels.languages.${language}`)}
          </Link>
        ))}
      </nav>
      {CHANNEL_CATEGORIES.map((category) => {
        const inCategory = channels.filter((channel) => channel.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`category-${category}`}>
            <Title order={2} size="h3" id={`category-${category}`} mt="xl">
              {t(`channels.categories.${category}`)}
            </Title>
            <ul className="channel-list">
              {inCategory.map((channel) => (
                <li key={channel.id} className="channel">
                  <span className="channel__number">
                    <span className="visually-hidden">
                      {t("channels.number", { number: channel.number })}
                    </span>
                    <span aria-hidden="true">{channel.number}</span>
                  </span>
                  <span className="channel__text">
                    <Text fw={700} component="span">
                      {channel.name}
                    </Text>{" "}
                    {channel.isHd ? <Badge size="xs">HD</Badge> : null}
                    <Text size="sm" c="dimmed" display="block" component="span">
                      {t(`channels.languages.${channel.language}`)} · {channel.description}
                    </Text>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Container>
  );
}
