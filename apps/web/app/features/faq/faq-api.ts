import type { ListPublicFaqResponse } from "@isp/contracts/faq/list-public-faq";
import type { Language } from "@isp/contracts/languages";
import { servicePath } from "@isp/contracts/services";
import { apiFetch } from "../../api/api-fetch";

export async function fetchFaq(language: Language, audience?: string) {
  const query = audience ? `?audience=${audience}` : "";
  return (await apiFetch<ListPublicFaqResponse>(servicePath("admin-api", `faq/public${query}`), { language }))
    .data;
}
