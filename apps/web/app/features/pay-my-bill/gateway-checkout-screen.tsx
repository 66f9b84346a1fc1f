import type { Language } from "@isp/contracts/languages";
import { type GatewayCheckout, GetGatewayCheckoutCall } from "@isp/contracts/payments/gateway-checkout";
import { Alert, Anchor, Button, Container, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { sendForm } from "../../api/call-api";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { CHECKOUT_ROUTES } from "./gateway-pages";
import { readPayBillSession } from "./pay-bill-session";
import type { PayMyBillView } from "./pay-my-bill-view";
import { usePayMyBillTranslation } from "./use-pay-my-bill-translation";

type State =
  | { name: "loading" }
  | { name: "ready"; checkout: GatewayCheckout }
  | { name: "failed"; message: string };

/**
 * /online_payment/ababank, /pay88, /wing (spec §2): asks the server to sign the gateway's form for the
 * order in `?orderId=` and sends the browser on with it at once; the button is there if that is slow.
 */
export function GatewayCheckoutScreen({ entry, view }: { entry: RouteEntry; view: PayMyBillView }) {
  const { t, i18n } = usePayMyBillTranslation(view.messages);
  const gateway = CHECKOUT_ROUTES[entry.id];
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get("orderId") ?? "";
  const [state, setState] = useState<State>({ name: "loading" });
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const session = readPayBillSession();
    if (!gateway || !orderId) return setState({ name: "failed", message: t("orderMissing") });
    sendForm(GetGatewayCheckoutCall, {
      params: { gateway },
      query: { RefNo: orderId, ...(session?.token ? { FirebaseToken: session.token } : {}) },
      language: i18n.language as Language,
    }).then((result) =>
      setState(
        result.isOk
          ? { name: "ready", checkout: result.data.data }
          : { name: "failed", message: result.message ?? t("failed") },
      ),
    );
  }, [gateway, orderId, t, i18n.language]);

  useEffect(() => {
    if (state.name === "ready") form.current?.submit();
  }, [state]);

  const gatewayName = gateway ? t(`methodNames.${gateway}`) : "";
  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="gateway-checkout">
        <Stack gap="md" maw={560}>
          {state.name === "failed" ? (
            <>
              <Alert color="red" role="alert">
                {state.message}
              </Alert>
              <Anchor component={Link} to="/pay_my_bill">
                {t("startAgain")}
              </Anchor>
            </>
          ) : (
            <Text role="status">
              <Loader size="xs" mr="xs" aria-hidden="true" />
              {t("redirecting", { gateway: gatewayName })}
            </Text>
          )}
          {state.name === "ready" ? (
            <form
              ref={form}
              action={state.checkout.action}
              method={state.checkout.method}
              encType={state.checkout.method === "POST" ? state.checkout.encoding : undefined}
            >
              {Object.entries(state.checkout.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button type="submit">{t("continueTo", { gateway: gatewayName })}</Button>
            </form>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
