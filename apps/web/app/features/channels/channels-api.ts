import { ListChannelsCall, type ListChannelsQuery } from "@isp/contracts/channels/list-channels";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";

export async function fetchChannels(language: Language, broadcastLanguage: ListChannelsQuery["language"]) {
  return (await callApi(ListChannelsCall, { language, query: { language: broadcastLanguage } })).data;
}
