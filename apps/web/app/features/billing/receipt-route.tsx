import { ListPaymentHistoryCall, type Payment } from "@isp/contracts/billing/list-payment-history";
import { Button, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { loadScreen } from "../screens/load-screen.server";
import { screenMeta } from "../screens/screen-data";
import { CallStateView } from "../self-care/call-state-view";
import { WithLinkedCustomer } from "../self-care/linked-customer";
import { SelfCareScreen } from "../self-care/self-care-screen";
import { useCall } from "../self-care/use-call";
import { PaymentCard } from "./payment-list";

export const loader = loadScreen;
export const meta = screenMeta;

/** One payment's receipt, to read, print or save as PDF; the newest one when none is named. */
function Receipt({ customerId }: { customerId: string }) {
  const { t } = useTranslation("selfCare", { keyPrefix: "billing" });
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get("paymentId"));
  const state = useCall(ListPaymentHistoryCall, { params: { customerId } });
  const find = (payments: Payment[]) =>
    searchParams.has("paymentId") ? payments.find(({ paymentId }) => paymentId === asked) : payments[0];
  return (
    <CallStateView
      state={state}
      reload={state.reload}
      isEmpty={({ data }) => !find(data)}
      empty={t("receiptNotFound")}
    >
      {({ data }) => {
        const payment = find(data);
        if (!payment) return null;
        return (
          <Stack gap="md" maw={640} data-testid="receipt">
            <PaymentCard customerId={customerId} payment={payment} />
            <Button variant="light" w="fit-content" onClick={() => window.print()}>
              {t("printReceipt")}
            </Button>
          </Stack>
        );
      }}
    </CallStateView>
  );
}

/** /receipt_template (query paymentId): a payment's receipt. */
export default function ReceiptRoute() {
  return (
    <SelfCareScreen>
      <WithLinkedCustomer>{(customer) => <Receipt customerId={customer.customerId} />}</WithLinkedCustomer>
    </SelfCareScreen>
  );
}
