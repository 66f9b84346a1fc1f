import type { Language } from "@isp/contracts/languages";
import type { GetPageResponse, Page } from "@isp/contracts/pages/get-page";
import { servicePath } from "@isp/contracts/services";
import { apiFetch } from "../../api/api-fetch";

/** GET admin-api/api/v1/pages/{pageId} in the given language. */
export async function fetchPage(pageId: string, language: Language): Promise<Page> {
  const response = await apiFetch<GetPageResponse>(
    servicePath("admin-api", `pages/${encodeURIComponent(pageId)}`),
    {
      language,
    },
  );
  return response.data;
}
