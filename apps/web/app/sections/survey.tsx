import { loadScreen } from "../features/screens/load-screen.server";
import { ScreenRoute, screenMeta } from "../features/screens/screen-route";
import { sendSurvey } from "../features/survey/send-survey.server";

export const loader = loadScreen;
export const action = sendSurvey;
export const meta = screenMeta;
export default ScreenRoute;
