import { ListContentsCall, NEWS_PAGE_SIZE } from "@isp/contracts/news/list-contents";
import { useSearchParams } from "react-router";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { CallStateView } from "../self-care/call-state-view";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { useCall } from "../self-care/use-call";
import { NewsList } from "./news-list";

export const loader = loadScreen;
export const meta = screenMeta;

function MyNews() {
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const news = useCall(ListContentsCall, {
    query: { limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE },
  });
  return (
    <CallStateView state={news} reload={news.reload}>
      {(answer) => <NewsList news={{ ...answer, page }} />}
    </CallStateView>
  );
}

/** /news: the provider's news for signed-in customers, inside self-care. */
export default function MyNewsRoute() {
  return (
    <SelfCareScreen>
      <MyNews />
    </SelfCareScreen>
  );
}
