import type { Language } from "@isp/contracts/languages";
import { Alert, Anchor, Button, Container, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { type PayBillSession, readPayBillSession } from "./pay-bill-session";
import type { PayMyBillView } from "./pay-my-bill-view";
import { PaidNotice, UnpaidNotice } from "./payment-outcome";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";
import { usePolledOrder } from "./use-polled-order";

/**
 * Where the payer comes back from a gateway (spec §2 /online_payment/{gateway}/response) and the
 * thanks page (/payment), for the order in `?orderId=`: what the server knows, asked again while the
 * gateway has not confirmed. What the gateway put in the address is never believed.
 */
export function PaymentResultScreen({ entry, view }: { entry: RouteEntry; view: PayMyBillView }) {
  const { t, i18n } = usePayMyBillTranslation(view.messages);
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get("orderId");
  // Kept in the tab's storage, so read once in the browser (the server has none).
  const [session, setSession] = useState<PayBillSession | null | undefined>(undefined);
  useEffect(() => setSession(readPayBillSession()), []);
  const { order, failedStatus } = usePolledOrder(
    session === undefined ? null : orderId,
    session?.token,
    i18n.language as Language,
  );
  const again = (
    <Button component={Link} to="/pay_my_bill" variant="light" w="fit-content">
      {order?.status === "paid" ? t("payAnother") : t("tryAgain")}
    </Button>
  );

  let body: React.ReactNode;
  if (!orderId || failedStatus === 404 || failedStatus === 400) {
    body = <Alert color="orange">{t("orderMissing")}</Alert>;
  } else if (failedStatus === 401) {
    body = (
      <Stack gap="sm">
        <Alert color="orange">{t("resultSignedOut")}</Alert>
        <Anchor component={Link} to="/pay_my_bill">
          {t("startAgain")}
        </Anchor>
      </Stack>
    );
  } else if (order?.status === "paid") {
    body = (
      <PaidNotice order={order} cid={session?.cid ?? null} token={session?.token}>
        {again}
      </PaidNotice>
    );
  } else if (order && order.status !== "pending") {
    body = <UnpaidNotice order={order}>{again}</UnpaidNotice>;
  } else {
    body = (
      <Stack gap="sm" data-testid="pay-bill-pending">
        <Text role="status">
          <Loader size="xs" mr="xs" aria-hidden="true" />
          {t("confirming")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("pendingText")}
        </Text>
        {again}
      </Stack>
    );
  }
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="payment-result">
        <Stack gap="md" maw={560}>
          {body}
        </Stack>
      </Container>
    </>
  );
}
