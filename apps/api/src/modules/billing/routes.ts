import type { InvoiceLink } from "@isp/contracts/billing/get-invoice";
import { GetInvoiceCall } from "@isp/contracts/billing/get-invoice";
import { GetInvoicePdfCall } from "@isp/contracts/billing/get-invoice-pdf";
import { GetReceiptPdfCall } from "@isp/contracts/billing/get-receipt-pdf";
import { ListInvoicesCall } from "@isp/contracts/billing/list-invoices";
import { ListPackagesCall } from "@isp/contracts/billing/list-packages";
import { ListPaymentHistoryCall } from "@isp/contracts/billing/list-payment-history";
import { ListProductsCall } from "@isp/contracts/billing/list-products";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import { sendClientError } from "../../http/client-errors";
import { requestLanguage } from "../../http/request-language";
import type { DocumentPdf, DocumentPdfs } from "../documents/document-pdfs";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import type { InvoiceToPrint } from "../payments/invoice-khqr";
import type { PayBillTokens } from "../payments/pay-bill-tokens";
import { describeCustomerForDocuments } from "../selfcare/customers";
import type { BillingSystem } from "./billing-system";
import { invoiceDocumentOf, receiptDocumentOf } from "./document-models";
import type { InvoiceLinks } from "./invoice-links";
import { requireOwnCustomer } from "./require-own-customer";

export type BillingModuleOptions = {
  db: Database;
  billing: BillingSystem;
  documents: Pick<DocumentPdfs, "invoicePdf" | "receiptPdf">;
  verifyAccessToken: AccessTokenVerifier;
  invoiceLinks: InvoiceLinks;
  /** Pay-my-bill's tokens: the payer who just paid without an account may fetch the receipt. */
  payBillTokens: PayBillTokens;
  /** The KHQR an unpaid invoice's PDF prints (payments module). */
  invoiceKhqr: (invoice: InvoiceToPrint) => Promise<{ image: string; payableUntil: string } | null>;
};

/** bs2-api: the signed-in customer's packages, products, invoices and payments, from the billing system. */
export const billingRoutes: FastifyPluginAsyncZod<BillingModuleOptions> = async (
  app,
  { db, billing, documents, verifyAccessToken, invoiceLinks, payBillTokens, invoiceKhqr },
) => {
  const sendPdf = (reply: FastifyReply, { pdf, fileName }: DocumentPdf) =>
    reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(pdf);

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  routeCall(app, ListPackagesCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listPackages(customerId) };
  });

  routeCall(app, ListProductsCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listProducts(customerId) };
  });

  routeCall(app, ListInvoicesCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listInvoices(customerId, { status: request.query.status }) };
  });

  /**
   * One invoice's link: the token the caller came with, when it is this invoice's; else a fresh one for
   * its signed-in owner. Null (the answer sent) when neither: a wrong or expired token is a 404 like
   * another customer's invoice, so it tells nothing.
   */
  async function invoiceLinkFor(
    request: FastifyRequest,
    reply: FastifyReply,
    { customerId, invoiceId, token }: { customerId: string; invoiceId: number; token: string | undefined },
  ): Promise<InvoiceLink | null> {
    if (token === undefined) {
      const isOwner = await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId);
      return isOwner ? invoiceLinks.linkFor(customerId, invoiceId) : null;
    }
    const link = invoiceLinks.check(token, customerId, invoiceId);
    if (!link) sendClientError(request, reply, 404);
    return link;
  }

  routeCall(app, GetInvoiceCall, {}, async (request, reply) => {
    const { customerId, invoiceId } = request.params;
    const link = await invoiceLinkFor(request, reply, { customerId, invoiceId, token: request.query.token });
    if (!link) return reply;
    const invoice = await billing.findInvoice(customerId, invoiceId);
    return invoice ? { data: invoice, link } : sendClientError(request, reply, 404);
  });

  routeCall(app, ListPaymentHistoryCall, {}, async (request, reply) => {
    const { customerId } = request.params;
    if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) return reply;
    return { data: await billing.listPayments(customerId) };
  });

  // The PDFs print the invoice or receipt in the caller's language; an issued one is made once and
  // then read from storage (documents module).
  routeCall(app, GetInvoicePdfCall, {}, async (request, reply) => {
    const { customerId, invoiceId } = request.params;
    const token = request.query.token;
    if (!(await invoiceLinkFor(request, reply, { customerId, invoiceId, token }))) return reply;
    const language = requestLanguage(request);
    const [invoice, customer] = await Promise.all([
      billing.findInvoice(customerId, invoiceId),
      describeCustomerForDocuments(db, customerId, language),
    ]);
    if (!invoice || !customer) return sendClientError(request, reply, 404);
    // An unpaid invoice prints its own KHQR; without one (Bakong's QR could not be made) it still prints.
    const khqr =
      invoice.status === "unpaid"
        ? await invoiceKhqr({ customerId, invoiceId, language }).catch((error: unknown) => {
            request.log.warn({ err: error, invoiceId }, "no KHQR for the invoice PDF");
            return null;
          })
        : null;
    return sendPdf(
      reply,
      await documents.invoicePdf({ ...invoiceDocumentOf(invoice, customer), khqr }, language),
    );
  });

  routeCall(app, GetReceiptPdfCall, {}, async (request, reply) => {
    const { customerId, paymentId } = request.params;
    const token = request.query.FirebaseToken;
    if (token !== undefined) {
      if (payBillTokens.customerOf(token) !== customerId) return sendClientError(request, reply, 404);
    } else if (!(await requireOwnCustomer(db, verifyAccessToken, request, reply, customerId))) {
      return reply;
    }
    const language = requestLanguage(request);
    const [payment, customer] = await Promise.all([
      billing.findPayment(customerId, paymentId),
      describeCustomerForDocuments(db, customerId, language),
    ]);
    if (!payment || !customer) return sendClientError(request, reply, 404);
    const settled = (await billing.listInvoices(customerId, { status: "paid" })).filter((invoice) =>
      payment.invoiceNumbers.includes(invoice.number),
    );
    return sendPdf(
      reply,
      await documents.receiptPdf(receiptDocumentOf(payment, settled, customer, language), language),
    );
  });
};
