import { SurveyThanksScreen } from "../survey/survey-thanks-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function SurveyThanksRoute() {
  const { view } = useScreen("survey-thanks");
  return <SurveyThanksScreen recommendScale={view.recommendScale} />;
}
