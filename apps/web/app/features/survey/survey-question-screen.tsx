import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import {
  RECOMMEND_SCALE,
  RECOMMEND_SCALE_MAX,
  RECOMMEND_SCALE_MIN,
} from "@isp/contracts/survey/create-customer-rating";
import { Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { SurveyFrame } from "./survey-frame";

/** /survey: how likely the customer is to recommend us, 0 to 10, each score a plain link (no script needed). */
export function SurveyQuestionScreen() {
  const { t, i18n } = useTranslation();
  const ends: Record<number, string> = {
    [RECOMMEND_SCALE_MIN]: t("survey.notLikely"),
    [RECOMMEND_SCALE_MAX]: t("survey.extremelyLikely"),
  };
  return (
    <SurveyFrame testId="survey-screen">
      <Title order={1} id="survey-question" className="survey__title">
        {t("survey.question", { brand: brand.name[i18n.language as Language] })}
      </Title>
      <Text mt="xs">{t("survey.intro")}</Text>
      <ol className="survey-scale" aria-labelledby="survey-question">
        {RECOMMEND_SCALE.map((score) => {
          const name = t("survey.scoreLabel", { score });
          return (
            <li key={score}>
              <Link
                to={`/survey/${score}/reasons`}
                className="survey-scale__choice"
                aria-label={ends[score] ? `${name}, ${ends[score]}` : name}
              >
                {score}
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="survey-scale__ends">
        <span>
          {RECOMMEND_SCALE_MIN} – {ends[RECOMMEND_SCALE_MIN]}
        </span>
        <span>
          {RECOMMEND_SCALE_MAX} – {ends[RECOMMEND_SCALE_MAX]}
        </span>
      </p>
    </SurveyFrame>
  );
}
