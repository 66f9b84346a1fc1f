import type { Language } from "@isp/contracts/languages";
import { CreateKhqrInvoiceOrderCall, type PaymentOrder } from "@isp/contracts/payments/payment-orders";
import { Alert, Container, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { sendForm } from "../../api/call-api";
import { useIsSignedIn } from "../../auth/auth-session";
import { useCurrentProfile } from "../../auth/current-profile";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { CidStep } from "./cid-step";
import { CodeStep } from "./code-step";
import { InvoicesStep } from "./invoices-step";
import { KhqrStep } from "./khqr-step";
import type { PayMyBillView } from "./pay-my-bill-view";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

// `token` is the pay-my-bill token; a signed-in customer paying their own bill has none (the calls go
// with their bearer token).
type Step =
  | { name: "cid" }
  | { name: "code"; cid: string; verificationId: string; minutes: number }
  | { name: "invoices"; cid: string; token?: string }
  | { name: "khqr"; cid: string; token?: string; order: PaymentOrder; invoiceIds: number[] };

/**
 * /pay_my_bill (spec §2, §4): the CID and a captcha, the code texted to the phone on file, the unpaid
 * invoices to choose, then a KHQR to scan and the thanks. The token of the code stays in this page
 * only: a reload starts again, as a bank's page would. A signed-in customer linked to a CID skips
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
  useEffect(() => {
    if (ownCustomerId)
      setStep((current) => (current.name === "cid" ? { name: "invoices", cid: ownCustomerId } : current));
  }, [ownCustomerId]);
  const [isPaying, setIsPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(cid: string, token: string | undefined, invoiceIds: number[]) {
    setIsPaying(true);
    setFailure(null);
    const result = await sendForm(CreateKhqrInvoiceOrderCall, {
      query: token ? { FirebaseToken: token } : {},
      body: { bs2CustomerId: cid, invoices: invoiceIds },
      language: i18n.language as Language,
    });
    setIsPaying(false);
    if (result.isOk) return setStep({ name: "khqr", cid, token, order: result.data.data, invoiceIds });
    if (result.status === 401) {
      setStep({ name: "cid" });
      return setFailure(t("expiredSession"));
    }
    setFailure(result.message ?? t("failed"));
  }

  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="pay-my-bill">
        <Stack gap="md">
          <Text maw={640}>{t("intro")}</Text>
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
              onVerified={(token) => setStep({ name: "invoices", cid: step.cid, token })}
              onRestart={() => setStep({ name: "cid" })}
            />
          ) : step.name === "invoices" ? (
            <InvoicesStep
              cid={step.cid}
              token={step.token}
              wantedInvoice={wantedInvoice}
              isPaying={isPaying}
              onPay={(invoiceIds) => pay(step.cid, step.token, invoiceIds)}
            />
          ) : (
            <KhqrStep
              key={step.order.orderId}
              order={step.order}
              token={step.token}
              onNewQr={() => pay(step.cid, step.token, step.invoiceIds)}
              onDone={() => setStep({ name: "cid" })}
            />
          )}
        </Stack>
      </Container>
    </>
  );
}
