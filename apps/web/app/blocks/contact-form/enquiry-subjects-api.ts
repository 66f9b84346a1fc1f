import { ListEnquirySubjectsCall } from "@isp/contracts/enquiries/list-enquiry-subjects";
import type { Language } from "@isp/contracts/languages";
import { callApi } from "../../api/call-api";

export async function fetchEnquirySubjects(language: Language) {
  return (await callApi(ListEnquirySubjectsCall, { language })).data;
}
