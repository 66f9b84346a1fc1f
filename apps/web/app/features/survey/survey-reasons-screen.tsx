import { bandOf, COMMENT_MAX_LENGTH, reasonsOfScore } from "@isp/contracts/survey/create-customer-rating";
import { Alert, Button, Text, Textarea, Title } from "@mantine/core";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import type { SurveyFailure } from "./send-survey.server";
import { SurveyFrame } from "./survey-frame";

const NO_FAILURE: SurveyFailure = { message: null, fieldErrors: {}, values: { reasons: [], comment: "" } };

/**
 * /survey/{n}/reasons: why that score. The reasons offered depend on the score's band; the form posts
 * to this route's action, so it works before (or without) any script.
 */
export function SurveyReasonsScreen({ recommendScale }: { recommendScale: number }) {
  const { t } = useTranslation();
  const failure = useActionData() as SurveyFailure | undefined;
  const isSending = useNavigation().state === "submitting";
  const { fieldErrors, values } = failure ?? NO_FAILURE;
  const band = bandOf(recommendScale);
  const reasonsError = fieldErrors.reasons;
  return (
    <SurveyFrame testId="survey-reasons-screen">
      <Text size="sm" c="dimmed">
        {t("survey.yourScore", { score: recommendScale })} ·{" "}
        <Link to="/survey" className="text-link">
          {t("survey.changeScore")}
        </Link>
      </Text>
      <Title order={1} className="survey__title">
        {t(`survey.heading.${band}`)}
      </Title>
      {failure ? (
        <Alert color="red" role="alert" mt="md" title={failure.message ?? t("errors.system")} />
      ) : null}
      <Form method="post" className="survey-form">
        <fieldset
          className="survey-reasons"
          aria-describedby={reasonsError ? "survey-reasons-error" : undefined}
        >
          <legend className="survey-reasons__legend">{t("survey.reasonsLegend")}</legend>
          <div className="survey-reasons__list">
            {reasonsOfScore(recommendScale).map((reason) => (
              <label key={reason} className="survey-reason">
                <input
                  type="checkbox"
                  name="reasons"
                  value={reason}
                  defaultChecked={values.reasons.includes(reason)}
                />
                <span>{t(`survey.reasons.${reason}`)}</span>
              </label>
            ))}
          </div>
          {reasonsError ? (
            <Text id="survey-reasons-error" c="red.8" size="sm" mt={4}>
              {reasonsError}
            </Text>
          ) : null}
        </fieldset>
        <Textarea
          name="comment"
          label={t("survey.comment")}
          description={t("survey.commentHint", { max: COMMENT_MAX_LENGTH })}
          maxLength={COMMENT_MAX_LENGTH}
          rows={4}
          size="md"
          defaultValue={values.comment}
          error={fieldErrors.comment}
        />
        <Button type="submit" size="md" loading={isSending} className="survey-form__send">
          {t("survey.send")}
        </Button>
      </Form>
    </SurveyFrame>
  );
}
