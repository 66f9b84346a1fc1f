import type { ListChannelsResponse } from "@isp/contracts/channels/list-channels";
import type { Language } from "@isp/contracts/languages";
import { servicePath } from "@isp/contracts/services";
import { apiFetch } from "../../api/api-fetch";

export async function fetchChannels(language: Language, broadcastLanguage?: string) {
  const query = broadcastLanguage ? `?language=${broadcastLanguage}` : "";
  return (await apiFetch<ListChannelsResponse>(servicePath("catalog-api", `Channels${query}`), { language }))
    .data;
}
