import { CoverageScreen } from "../coverage/coverage-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function CoverageRoute() {
  const { entry, view } = useScreen("coverage");
  return <CoverageScreen entry={entry} view={view} />;
}
