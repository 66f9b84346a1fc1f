import { SurveyQuestionScreen } from "../survey/survey-question-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function SurveyRoute() {
  useScreen("survey");
  return <SurveyQuestionScreen />;
}
