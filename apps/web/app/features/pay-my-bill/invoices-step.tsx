import "@mantine/core/styles/Checkbox.css";
import type { Language } from "@isp/contracts/languages";
import { ListPayMyBillInvoicesCall, type PayableInvoice } from "@isp/contracts/payments/pay-my-bill";
import type { PaymentOrderMethod } from "@isp/contracts/payments/payment-orders";
import { Badge, Button, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import { MethodChoice } from "./method-choice";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/** Cents, so that sums of dollar amounts stay exact. */
const cents = (amount: number) => Math.round(amount * 100);

function InvoiceChoice({
  invoices,
  khrPerUsd,
  wantedInvoice,
  isPaying,
  onPay,
}: {
  invoices: PayableInvoice[];
  khrPerUsd: number;
  wantedInvoice: number | null;
  isPaying: boolean;
  onPay: (invoiceIds: number[], method: PaymentOrderMethod) => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const language = i18n.language as Language;
  // All unpaid invoices, or only the one "Pay now" named when it is among them.
  const [chosen, setChosen] = useState<string[]>(() => {
    const all = invoices.map((invoice) => String(invoice.invoiceId));
    return all.includes(String(wantedInvoice)) ? [String(wantedInvoice)] : all;
  });
  const picked = invoices.filter((invoice) => chosen.includes(String(invoice.invoiceId)));
  const total = picked.reduce((sum, invoice) => sum + cents(invoice.total), 0) / 100;
  const totalKhr = picked.reduce((sum, invoice) => sum + invoice.totalKhr, 0);
  return (
    <Stack gap="md" maw={560}>
      <Checkbox.Group label={t("choose")} value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {invoices.map((invoice) => (
            <Checkbox
              key={invoice.invoiceId}
              value={String(invoice.invoiceId)}
              data-testid="payable-invoice"
              label={
                <Group gap="xs" wrap="wrap">
                  <span>{t("invoiceLine", { number: invoice.number, date: formatDate(invoice.dueOn) })}</span>
                  <strong>{formatUsd(invoice.total, language)}</strong>
                  {invoice.isOverdue ? (
                    <Badge color="red" variant="light">
                      {t("overdue")}
                    </Badge>
                  ) : null}
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <div>
        <Text fw={700} data-testid="pay-bill-total">
          {t("total")}: {formatUsd(total, language)}
        </Text>
        <Text size="sm" c="dimmed">
          {t("khr", {
            amount: totalKhr.toLocaleString(language === "km" ? "km-KH" : "en-US"),
            rate: khrPerUsd.toLocaleString("en-US"),
          })}
        </Text>
      </div>
      <MethodChoice
        amount={total}
        isPaying={isPaying}
        nothingChosen={picked.length === 0 ? t("chooseOne") : undefined}
        onPay={(method) =>
          onPay(
            picked.map((invoice) => invoice.invoiceId),
            method,
          )
        }
      />
    </Stack>
  );
}

/**
 * Step 3: the CID's unpaid invoices, the ones to pay and the method. With a pay-my-bill token, the
 * payer may change CID (`onRestart`), and an ended token starts again too.
 */
export function InvoicesStep({
  cid,
  token,
  wantedInvoice,
  isPaying,
  onPay,
  onRestart,
}: {
  cid: string;
  token: string | undefined;
  wantedInvoice: number | null;
  isPaying: boolean;
  onPay: (invoiceIds: number[], method: PaymentOrderMethod) => void;
  onRestart: () => void;
}) {
  const { t } = usePayMyBillTranslation();
  const state = useCall(ListPayMyBillInvoicesCall, {
    params: { cid },
    query: token ? { FirebaseToken: token } : {},
  });
  const isExpired = state.status === "failed" && state.httpStatus === 401 && token !== undefined;
  useEffect(() => {
    if (isExpired) onRestart();
  }, [isExpired, onRestart]);
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={({ data }) => data.invoices.length === 0}
      empty={t("noInvoice")}
    >
      {({ data }) => (
        <Stack gap="md" data-testid="pay-bill-invoices">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4">
              {t("customer", { name: data.customerName, cid })}
            </Title>
            {token ? (
              <Button variant="subtle" size="compact-sm" onClick={onRestart}>
                {t("otherCid")}
              </Button>
            ) : null}
          </Group>
          <InvoiceChoice
            invoices={data.invoices}
            khrPerUsd={data.khrPerUsd}
            wantedInvoice={wantedInvoice}
            isPaying={isPaying}
            onPay={onPay}
          />
        </Stack>
      )}
    </CallStateView>
  );
}
