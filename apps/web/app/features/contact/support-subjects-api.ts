import type { Language } from "@isp/contracts/languages";
import { servicePath } from "@isp/contracts/services";
import type { ListSupportSubjectsResponse } from "@isp/contracts/support/list-support-subjects";
import { apiFetch } from "../../api/api-fetch";

export async function fetchSupportSubjects(language: Language) {
  const path = servicePath("admin-api", "Dictionaries/SupportSubjects/DictList");
  return (await apiFetch<ListSupportSubjectsResponse>(path, { language })).data;
}
