import { brand } from "@isp/brand";
import { bandOf } from "@isp/contracts/survey/create-customer-rating";
import { Button, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { SurveyFrame } from "./survey-frame";

/** /survey/{n}/thanks: thanks, worded for the score's band; an unhappy customer is offered the hotline. */
export function SurveyThanksScreen({ recommendScale }: { recommendScale: number }) {
  const { t } = useTranslation();
  const band = bandOf(recommendScale);
  return (
    <SurveyFrame testId="survey-thanks-screen">
      <Title order={1} className="survey__title">
        {t("survey.thanksTitle")}
      </Title>
      <Text mt="sm">{t(`survey.thanks.${band}`, { hotline: brand.hotline.display })}</Text>
      <Group mt="xl" gap="sm">
        {band === "detractor" ? (
          <Button component="a" href={`tel:${brand.hotline.tel}`} variant="light" size="md">
            {brand.hotline.display}
          </Button>
        ) : null}
        <Button component={Link} to="/" size="md">
          {t("survey.home")}
        </Button>
      </Group>
    </SurveyFrame>
  );
}
