import { type FAQ_AUDIENCES, ListPublicFaqCall } from "@isp/contracts/faq/list-public-faq";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";

export async function fetchFaq(language: Language, audience?: (typeof FAQ_AUDIENCES)[number]) {
  return (await callApi(ListPublicFaqCall, { language, query: { audience } })).data;
}
