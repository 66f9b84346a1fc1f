import type { EnquirySubject } from "@isp/contracts/enquiries/list-enquiry-subjects";
import type { NewsContent } from "@isp/contracts/news/list-contents";
import type { WebPart } from "@isp/contracts/pages/get-page";
import type { ListVacanciesResponse } from "@isp/contracts/vacancies/list-vacancies";

/** Data some blocks show besides their web part, fetched by the page loader on the server. */
export type PageExtras = {
  latestNews?: NewsContent[];
  vacancies?: ListVacanciesResponse & { page: number };
  enquirySubjects?: EnquirySubject[];
};

/** Every block gets its web part, whether it is the first on the page (above the fold), and the extras. */
export type BlockProps = { webPart: WebPart; isFirst: boolean; extras: PageExtras };
