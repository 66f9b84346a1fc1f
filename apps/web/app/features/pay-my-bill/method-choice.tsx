import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import type { Language } from "@isp/contracts/languages";
import { type PaymentOrderMethod, PaymentOrderMethodSchema } from "@isp/contracts/payments/payment-orders";
import { Button, Radio, Stack } from "@mantine/core";
import { useState } from "react";
import { formatUsd } from "../../i18n/format-money";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

/** The ways to pay (KHQR here, or a gateway's pages) and the button that pays `amount` with the chosen one. */
export function MethodChoice({
  amount,
  isPaying,
  nothingChosen,
  onPay,
}: {
  amount: number;
  isPaying: boolean;
  /** Set when there is nothing to pay yet: the button says it and does nothing. */
  nothingChosen?: string;
  onPay: (method: PaymentOrderMethod) => void;
}) {
  const { t, i18n } = usePayMyBillTranslation();
  const [method, setMethod] = useState<PaymentOrderMethod>("khqr");
  return (
    <>
      <Radio.Group
        label={t("method")}
        value={method}
        onChange={(value) => setMethod(PaymentOrderMethodSchema.parse(value))}
      >
        <Stack gap="xs" mt="xs">
          {PaymentOrderMethodSchema.options.map((option) => (
            <Radio
              key={option}
              value={option}
              label={t(`methods.${option}`)}
              data-testid={`method-${option}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        w="fit-content"
        loading={isPaying}
        disabled={Boolean(nothingChosen)}
        onClick={() => onPay(method)}
      >
        {nothingChosen ??
          t("payWith", {
            amount: formatUsd(amount, i18n.language as Language),
            method: t(`methodNames.${method}`),
          })}
      </Button>
    </>
  );
}
