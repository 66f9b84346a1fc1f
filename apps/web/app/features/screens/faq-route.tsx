import { FaqScreen } from "../faq/faq-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function FaqRoute() {
  const { entry, view } = useScreen("faq");
  return <FaqScreen entry={entry} categories={view.categories} />;
}
