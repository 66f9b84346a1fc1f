import type { Language } from "@isp/contracts/languages";
import { GetPageCall, type Page } from "@isp/contracts/pages/get-page";
import { callApi } from "../../api/call-api";

/** GET admin-api/api/v1/pages/{pageId} in the given language. */
export async function fetchPage(pageId: string, language: Language): Promise<Page> {
  return (await callApi(GetPageCall, { language, params: { pageId } })).data;
}
