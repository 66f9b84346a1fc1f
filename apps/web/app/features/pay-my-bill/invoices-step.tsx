import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
import type { Language } from "@isp/contracts/languages";
import { ListPayMyBillInvoicesCall, type PayableInvoice } from "@isp/contracts/payments/pay-my-bill";
import type { PaymentOrderMethod } from "@isp/contracts/payments/payment-orders";
import { Badge, Button, Checkbox, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { formatDate } from "../../i18n/format-date";
import { formatUsd } from "../../i18n/format-money";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import { AmountChoice } from "./amount-choice";
import { KhrNote } from "./khr-note";
import { MethodChoice } from "./method-choice";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/** What the payer pays from this step: chosen invoices, or an amount (spec §7 FastPayment). */
export type BillPayment = { invoices: number[] } | { amount: number };

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
        <KhrNote riels={totalKhr} khrPerUsd={khrPerUsd} />
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
 * Chosen invoices (all of them first, or the one "Pay now" named), or an amount, first the total due
 * less the customer's credit; then the method.
 */
function BillChoice({
  invoices,
  khrPerUsd,
  credit,
  wantedInvoice,
  isPaying,
  onPay,
}: {
  invoices: PayableInvoice[];
  khrPerUsd: number;
  credit: number;
  wantedInvoice: number | null;
  isPaying: boolean;
  onPay: (payment: BillPayment, method: PaymentOrderMethod) => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const language = i18n.language as Language;
  const [mode, setMode] = useState<"invoices" | "amount">("invoices");
  const dueCents = invoices.reduce((sum, invoice) => sum + cents(invoice.total), 0) - cents(credit);
  return (
    <Stack gap="md" maw={560}>
      {credit > 0 ? (
        <Text data-testid="pay-bill-credit">{t("credit", { amount: formatUsd(credit, language) })}</Text>
      ) : null}
      <Radio.Group
        label={t("payMode")}
        value={mode}
        onChange={(value) => setMode(value === "amount" ? "amount" : "invoices")}
      >
        <Group gap="lg" mt="xs">
          <Radio value="invoices" label={t("payInvoices")} data-testid="pay-mode-invoices" />
          <Radio value="amount" label={t("payAmount")} data-testid="pay-mode-amount" />
        </Group>
      </Radio.Group>
      {mode === "invoices" ? (
        <InvoiceChoice
          invoices={invoices}
          khrPerUsd={khrPerUsd}
          wantedInvoice={wantedInvoice}
          isPaying={isPaying}
          onPay={(invoiceIds, method) => onPay({ invoices: invoiceIds }, method)}
        />
      ) : (
        <Stack gap="md">
          <Text fw={700}>{t("totalDue", { amount: formatUsd(Math.max(dueCents, 0) / 100, language) })}</Text>
          <AmountChoice
            due={dueCents / 100}
            khrPerUsd={khrPerUsd}
            isPaying={isPaying}
            onPay={(amount, method) => onPay({ amount }, method)}
          />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Step 3: the CID's unpaid invoices, the ones to pay (or an amount) and the method. With a pay-my-bill token, the
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
  onPay: (payment: BillPayment, method: PaymentOrderMethod) => void;
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
          <BillChoice
            invoices={data.invoices}
            khrPerUsd={data.khrPerUsd}
            credit={data.credit}
            wantedInvoice={wantedInvoice}
            isPaying={isPaying}
            onPay={onPay}
          />
        </Stack>
      )}
    </CallStateView>
  );
}
