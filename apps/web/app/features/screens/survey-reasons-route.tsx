import { sendSurvey } from "../survey/send-survey.server";
import { SurveyReasonsScreen } from "../survey/survey-reasons-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
// The reasons form posts here, so the survey works without JavaScript.
export const action = sendSurvey;
export const meta = screenMeta;

export default function SurveyReasonsRoute() {
  const { view } = useScreen("survey-reasons");
  return <SurveyReasonsScreen recommendScale={view.recommendScale} />;
}
