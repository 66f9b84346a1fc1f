import { NewsList } from "../news/news-list";
import { PageScreen } from "../pages/page-screen";
import { loadScreen } from "./load-screen.server";
import { screenMeta, useScreen } from "./screen-data";

export const loader = loadScreen;
export const meta = screenMeta;

/** The news page: its content page followed by the paged news list. */
export default function NewsRoute() {
  const { entry, view } = useScreen("news");
  return (
    <>
      <PageScreen page={view.page} entry={entry} extras={view.extras} />
      <NewsList news={view.news} />
    </>
  );
}
