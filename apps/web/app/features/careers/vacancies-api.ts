import type { Language } from "@isp/contracts/languages";
import { servicePath } from "@isp/contracts/services";
import type { GetVacancyResponse } from "@isp/contracts/vacancies/get-vacancy";
import { type ListVacanciesResponse, VACANCY_PAGE_SIZE } from "@isp/contracts/vacancies/list-vacancies";
import { apiFetch } from "../../api/api-fetch";

export function fetchVacancies(language: Language, page: number) {
  const offset = (page - 1) * VACANCY_PAGE_SIZE;
  return apiFetch<ListVacanciesResponse>(
    servicePath("admin-api", `Vacancies?limit=${VACANCY_PAGE_SIZE}&offset=${offset}`),
    {
      language,
    },
  );
}

export async function fetchVacancy(language: Language, id: number) {
  return (await apiFetch<GetVacancyResponse>(servicePath("admin-api", `Vacancies/${id}`), { language })).data;
}
