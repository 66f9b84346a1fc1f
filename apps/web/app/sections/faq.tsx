import { loadScreen } from "../features/screens/load-screen.server";
import { ScreenRoute, screenMeta } from "../features/screens/screen-route";

export const loader = loadScreen;
export const meta = screenMeta;
export default ScreenRoute;
