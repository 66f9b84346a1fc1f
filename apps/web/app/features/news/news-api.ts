import type { Language } from "@isp/contracts/languages";
import { GetContentCall } from "@isp/contracts/news/get-content";
import { ListContentsCall } from "@isp/contracts/news/list-contents";
import { callApi } from "../../api/call-api";

export function fetchNews(language: Language, query: { limit: number; offset: number }) {
  return callApi(ListContentsCall, { language, query });
}

export async function fetchNewsItem(language: Language, contentId: number) {
  return (await callApi(GetContentCall, { language, params: { contentId } })).data;
}
