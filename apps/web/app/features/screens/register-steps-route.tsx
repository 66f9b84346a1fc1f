import { RegisterStepsScreen } from "../register-steps/register-steps-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function RegisterStepsRoute() {
  const { entry, view } = useScreen("register-steps");
  return <RegisterStepsScreen entry={entry} view={view} />;
}
