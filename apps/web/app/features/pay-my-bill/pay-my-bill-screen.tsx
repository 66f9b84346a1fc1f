import type { Language } from "@isp/contracts/languages";
import {
  CreateFastPaymentOrderCall,
  CreateKhqrFastPaymentOrderCall,
  CreateWebSdkFastPaymentOrderCall,
} from "@isp/contracts/payments/fast-payment";
import {
  CreateInvoiceOrderCall,
  CreateKhqrInvoiceOrderCall,
  CreateWebSdkInvoiceOrderCall,
  type PaymentOrder,
  type PaymentOrderMethod,
  WEB_SDK_FIELDS,
} from "@isp/contracts/payments/payment-orders";
import { Alert, Container, Stack, Text } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { sendForm } from "../../api/call-api";
import { useIsSignedIn } from "../../auth/auth-session";
import { useCurrentProfile } from "../../auth/current-profile";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { CidStep } from "./cid-step";
import { CodeStep } from "./code-step";
import { checkoutPathOf } from "./gateway-pages";
import { type BillPayment, InvoicesStep } from "./invoices-step";
import { KhqrStep } from "./khqr-step";
import { OrderStep } from "./order-step";
import { clearPayBillSession, readPayBillSession, savePayBillSession } from "./pay-bill-session";
import type { PayMyBillView } from "./pay-my-bill-view";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

// `token` is the pay-my-bill token; a signed-in customer paying their own bill has none (the calls go
// with their bearer token).
type Step =
  | { name: "cid" }
  | { name: "code"; cid: string; verificationId: string; minutes: number }
  | { name: "invoices"; cid: string; token?: string }
  | { name: "order"; cid: string; orderNumber: number }
  | { name: "khqr"; cid: string; token?: string; order: PaymentOrder; pays: Pays };

/** What a payment pays (the calls' body): chosen invoices, an amount, or a confirmed service order. */
type Pays = BillPayment | { orderId: number };

/**
 * Makes the payment order: an amount by the FastPayment calls, the rest by the invoice-order calls; KHQR,
 * Wing's web SDK (with spec §9's fixed fields) and the other gateways each by their own.
 */
function createPaymentOrder(
  cid: string,
  pays: Pays,
  method: PaymentOrderMethod,
  input: { query: { FirebaseToken?: string }; language: Language },
) {
  if ("amount" in pays) {
    const body = { bs2CustomerId: cid, amount: pays.amount };
    if (method === "khqr") return sendForm(CreateKhqrFastPaymentOrderCall, { ...input, body });
    if (method === "wingwebsdk")
      return sendForm(CreateWebSdkFastPaymentOrderCall, { ...input, body: { ...body, ...WEB_SDK_FIELDS } });
    return sendForm(CreateFastPaymentOrderCall, { ...input, body: { ...body, paymentMethod: method } });
  }
  const body = { bs2CustomerId: cid, ...pays };
  if (method === "khqr") return sendForm(CreateKhqrInvoiceOrderCall, { ...input, body });
  if (method === "wingwebsdk")
    return sendForm(CreateWebSdkInvoiceOrderCall, { ...input, body: { ...body, ...WEB_SDK_FIELDS } });
  return sendForm(CreateInvoiceOrderCall, { ...input, body: { ...body, paymentMethod: method } });
}

/**
 * /pay_my_bill (spec §2, §4): the CID and a captcha, the code texted to the phone on file, the unpaid
 * invoices to choose (or an amount) and the method: a KHQR to scan here and the thanks, or a gateway's pages
 * (`/online_payment/…`) and back to a result page. The token of the code stays in this page, and in
 * this tab while the payer is at a gateway: a reload starts again, as a bank's page would. A signed-in customer linked to a CID skips
 * to their own invoices (`?invoice=` chooses one, as "Pay now" of an invoice does).
 */
export function PayMyBillScreen({ entry, view }: { entry: RouteEntry; view: PayMyBillView }) {
  const { t } = usePayMyBillTranslation(view.messages);
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(i18n.language, "selfCare")) {
    i18n.addResourceBundle(i18n.language, "selfCare", view.selfCareMessages);
  }
  const [step, setStep] = useState<Step>({ name: "cid" });
  const isSignedIn = useIsSignedIn();
  const { profile } = useCurrentProfile(i18n.language as Language, { isSignedIn });
  const ownCustomerId = profile?.customer?.customerId;
  const [searchParams] = useSearchParams();
  const wantedInvoice = Number(searchParams.get("invoice")) || null;
  const wantedOrder = Number(searchParams.get("order")) || null;
  useEffect(() => {
    if (!ownCustomerId) return;
    const own: Step = wantedOrder
      ? { name: "order", cid: ownCustomerId, orderNumber: wantedOrder }
      : { name: "invoices", cid: ownCustomerId };
    setStep((current) => (current.name === "cid" ? own : current));
  }, [ownCustomerId, wantedOrder]);
  // Back from a gateway (to try again or pay another bill): the confirmed CID goes on while its token
  // lasts, without another code.
  useEffect(() => {
    const session = readPayBillSession();
    if (session?.token) {
      const { cid, token } = session;
      setStep((current) => (current.name === "cid" ? { name: "invoices", cid, token } : current));
    }
  }, []);
  const restart = useCallback(() => {
    clearPayBillSession();
    setStep({ name: "cid" });
  }, []);
  const [isPaying, setIsPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();

  async function pay(cid: string, token: string | undefined, pays: Pays, method: PaymentOrderMethod) {
    setIsPaying(true);
    setFailure(null);
    const result = await createPaymentOrder(cid, pays, method, {
      query: token ? { FirebaseToken: token } : {},
      language: i18n.language as Language,
    });
    setIsPaying(false);
    if (result.isOk && method !== "khqr") {
      // The gateway's page is another site: the payer comes back to a result page, which needs the CID.
      if (!token) savePayBillSession({ cid });
      return navigate(checkoutPathOf(method, result.data.data.orderId));
    }
    if (result.isOk) return setStep({ name: "khqr", cid, token, order: result.data.data, pays });
    if (result.status === 401) {
      restart();
      return setFailure(t("expiredSession"));
    }
    setFailure(result.message ?? t("failed"));
  }

  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="pay-my-bill">
        <Stack gap="md">
          {/* How paying by CID works: for whoever is not yet paying their own invoices or order. */}
          {step.name === "cid" || step.name === "code" ? <Text maw={640}>{t("intro")}</Text> : null}
          {failure ? (
            <Alert color="red" role="alert" maw={640}>
              {failure}
            </Alert>
          ) : null}
          {step.name === "cid" ? (
            <CidStep onSent={(sent) => setStep({ name: "code", ...sent })} />
          ) : step.name === "code" ? (
            <CodeStep
              cid={step.cid}
              verificationId={step.verificationId}
              minutes={step.minutes}
              onVerified={(token) => {
                savePayBillSession({ cid: step.cid, token });
                setStep({ name: "invoices", cid: step.cid, token });
              }}
              onRestart={() => setStep({ name: "cid" })}
            />
          ) : step.name === "order" ? (
            <OrderStep
              orderNumber={step.orderNumber}
              isPaying={isPaying}
              onPay={(method) => pay(step.cid, undefined, { orderId: step.orderNumber }, method)}
            />
          ) : step.name === "invoices" ? (
            <InvoicesStep
              cid={step.cid}
              token={step.token}
              wantedInvoice={wantedInvoice}
              isPaying={isPaying}
              onPay={(payment, method) => pay(step.cid, step.token, payment, method)}
              onRestart={restart}
            />
          ) : (
            <KhqrStep
              key={step.order.orderId}
              order={step.order}
              cid={step.cid}
              token={step.token}
              onNewQr={() => pay(step.cid, step.token, step.pays, "khqr")}
              onDone={() => setStep({ name: "invoices", cid: step.cid, token: step.token })}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
