import type { Language } from "@isp/contracts/languages";
import type { GetContentResponse } from "@isp/contracts/news/get-content";
import type { ListContentsResponse } from "@isp/contracts/news/list-contents";
import { servicePath } from "@isp/contracts/services";
import { apiFetch } from "../../api/api-fetch";

export function fetchNews(language: Language, { limit, offset }: { limit: number; offset: number }) {
  return apiFetch<ListContentsResponse>(
    servicePath("media-api", `contents?limit=${limit}&offset=${offset}`),
    { language },
  );
}

export async function fetchNewsItem(language: Language, contentId: number) {
  return (await apiFetch<GetContentResponse>(servicePath("media-api", `contents/${contentId}`), { language }))
    .data;
}
