import { NewsCardScreen } from "../news/news-card-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

export default function NewsCardRoute() {
  const { entry, view } = useScreen("news-card");
  return <NewsCardScreen entry={entry} item={view.item} />;
}
