import type { Language } from "@isp/contracts/languages";
import { ListSupportSubjectsCall } from "@isp/contracts/support/list-support-subjects";
import { callApi } from "../../api/call-api";

export async function fetchSupportSubjects(language: Language) {
  return (await callApi(ListSupportSubjectsCall, { language })).data;
}
