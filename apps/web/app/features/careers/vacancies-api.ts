import type { Language } from "@isp/contracts/languages";
import { GetVacancyCall } from "@isp/contracts/vacancies/get-vacancy";
import { ListVacanciesCall, VACANCY_PAGE_SIZE } from "@isp/contracts/vacancies/list-vacancies";
import { callApi } from "../../api/call-api";

export function fetchVacancies(language: Language, page: number) {
  const query = { limit: VACANCY_PAGE_SIZE, offset: (page - 1) * VACANCY_PAGE_SIZE };
  return callApi(ListVacanciesCall, { language, query });
}

export async function fetchVacancy(language: Language, id: number) {
  return (await callApi(GetVacancyCall, { language, params: { id } })).data;
}
