import "@mantine/core/styles/NumberInput.css";
import type { Language } from "@isp/contracts/languages";
import {
  FastPaymentBodySchema,
  MAX_PAYMENT_AMOUNT,
  MIN_PAYMENT_AMOUNT,
} from "@isp/contracts/payments/fast-payment";
import { rielsOf } from "@isp/contracts/payments/pay-my-bill";
import type { PaymentOrderMethod } from "@isp/contracts/payments/payment-orders";
import { validationMessageOf } from "@isp/contracts/validation/messages";
import { NumberInput } from "@mantine/core";
import { useState } from "react";
import { formatUsd } from "../../i18n/format-money";
import { KhrNote } from "./khr-note";
import { MethodChoice } from "./method-choice";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/**
 * An amount rather than chosen invoices (spec §7 FastPayment), first the total due; the same rule as
 * the server's checks it while the payer types, in the page's language.
 */
export function AmountChoice({
  due,
  khrPerUsd,
  isPaying,
  onPay,
}: {
  /** What the unpaid invoices come to, less the customer's credit. */
  due: number;
  khrPerUsd: number;
  isPaying: boolean;
  onPay: (amount: number, method: PaymentOrderMethod) => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const language = i18n.language as Language;
  const [typed, setTyped] = useState<number | string>(() =>
    Math.min(Math.max(due, MIN_PAYMENT_AMOUNT), MAX_PAYMENT_AMOUNT),
  );
  const checked = FastPaymentBodySchema.shape.amount.safeParse(typeof typed === "number" ? typed : undefined);
  const error = checked.success ? undefined : validationMessageOf(checked.error.issues[0]?.message, language);
  const amount = checked.success ? checked.data : 0;
  return (
    <>
      <NumberInput
        label={t("amount")}
        description={t("amountHint", {
          min: formatUsd(MIN_PAYMENT_AMOUNT, language),
          max: formatUsd(MAX_PAYMENT_AMOUNT, language),
        })}
        value={typed}
        onChange={setTyped}
        inputMode="decimal"
        allowNegative={false}
        thousandSeparator=","
        hideControls
        withAsterisk
        maw={320}
        error={error}
        data-testid="pay-bill-amount"
      />
      <KhrNote riels={rielsOf(amount, khrPerUsd)} khrPerUsd={khrPerUsd} />
      <MethodChoice
        amount={amount}
        isPaying={isPaying}
        nothingChosen={error}
        onPay={(method) => onPay(amount, method)}
      />
    </>
  );
}
