import { VacancyScreen } from "../careers/vacancy-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function VacancyRoute() {
  const { entry, view } = useScreen("vacancy");
  return <VacancyScreen entry={entry} vacancy={view.vacancy} />;
}
