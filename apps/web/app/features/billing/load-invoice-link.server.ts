import {
  GetInvoiceCall,
  InvoiceLinkTokenSchema,
  InvoiceParamsSchema,
} from "@isp/contracts/billing/get-invoice";
import type { Language } from "@isp/contracts/languages";
import { ApiError, callApi } from "../../api/call-api";
import { getSelfCareMessages } from "../self-care/self-care-messages.server";
import type { InvoiceLinkView } from "./invoice-link-view";

/**
 * The invoice a link opens (query customerId, invoiceId, token), fetched on the server with the link's
 * token: the page works before any script runs. A malformed, wrong or expired link shows a notice.
 */
export async function loadInvoiceLinkView(language: Language, url: URL): Promise<InvoiceLinkView> {
  const query = url.searchParams;
  const messages = getSelfCareMessages(language);
  const isLinkGiven = query.has("token");
  const params = InvoiceParamsSchema.safeParse({
    customerId: query.get("customerId"),
    invoiceId: query.get("invoiceId"),
  });
  const token = InvoiceLinkTokenSchema.safeParse(query.get("token"));
  if (!params.success || !token.success) return { kind: "invoice-link", messages, isLinkGiven, opened: null };
  try {
    const { data: invoice, link } = await callApi(GetInvoiceCall, {
      language,
      params: params.data,
      query: { token: token.data },
    });
    return {
      kind: "invoice-link",
      messages,
      isLinkGiven,
      opened: { customerId: params.data.customerId, invoice, link },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { kind: "invoice-link", messages, isLinkGiven, opened: null };
    }
    throw error;
  }
}
