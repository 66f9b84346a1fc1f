import "@mantine/core/styles/List.css";
import type { Language } from "@isp/contracts/languages";
import {
  CreateOrderCall,
  type INSTALLATION_SLOTS,
  ListInstallationSlotsCall,
} from "@isp/contracts/orders/create-order";
import type { OrderSummary } from "@isp/contracts/orders/order";
import type { Quotation } from "@isp/contracts/selfcare/list-mapp-quotations";
import { Alert, Button, List, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { sendForm } from "../../api/call-api";
import { formatDate } from "../../i18n/format-date";
import { CallStateView } from "../self-care/call-state-view";
import { useCall } from "../self-care/use-call";
import type { OrderDraft } from "./order-draft";
import { PriceSummary } from "./price-summary";
import { QuotationRequest } from "./quotation-request";
import type { JourneyCatalog } from "./register-steps-view";
import { useJourneyTranslation } from "./use-journey-translation";

const visitKey = (visit: { date: string; slot: string }) => `${visit.date}|${visit.slot}`;

/**
 * Step 7: the order as it will be charged, an installation visit from the area's free half days, the
 * spec's promises (§4, §9), and the order itself; the server prices and checks it again. A business
 * may ask for a quotation instead.
 */
export function StepConfirm({
  catalog,
  draft,
  locationId,
  onPlaced,
  onQuoted,
}: {
  catalog: JourneyCatalog;
  draft: OrderDraft;
  locationId: number;
  onPlaced: (order: OrderSummary) => void;
  onQuoted: (quotation: Quotation) => void;
}) {
  const { t, i18n } = useJourneyTranslation();
  const slots = useCall(ListInstallationSlotsCall, { query: { locationId } });
  const [visit, setVisit] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const confirm = async () => {
    const [date, slot] = visit?.split("|") ?? [];
    if (!date || !slot || !draft.planCode) {
      setMissing(true);
      return;
    }
    setIsSending(true);
    setFailure(null);
    const sent = await sendForm(CreateOrderCall, {
      body: {
        planCode: draft.planCode,
        periodMonths: draft.periodMonths,
        addonPlanCodes: draft.addonPlanCodes,
        locationId,
        installationDate: date,
        installationSlot: slot as (typeof INSTALLATION_SLOTS)[number],
      },
      language: i18n.language as Language,
    });
    setIsSending(false);
    if (sent.isOk) onPlaced(sent.data.data);
    else {
      setFailure(sent.message);
      slots.reload();
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h4" mb="xs">
          {t("summary")}
        </Title>
        <PriceSummary catalog={catalog} draft={draft} />
      </div>
      <div>
        <Title order={3} size="h4">
          {t("visitTitle")}
        </Title>
        <Text size="sm" mb="xs">
          {t("visitIntro")}
        </Text>
        <CallStateView
          state={slots}
          reload={slots.reload}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<Text>{t("noVisits")}</Text>}
        >
          {({ data: offers }) => (
            <Radio.Group
              value={visit}
              onChange={(value) => {
                setVisit(value);
                setMissing(false);
              }}
              error={missing ? t("chooseVisit") : undefined}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                {offers.map((offer) => (
                  <Radio
                    key={visitKey(offer)}
                    value={visitKey(offer)}
                    label={`${formatDate(offer.date)} · ${offer.slot}`}
                  />
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        </CallStateView>
      </div>
      <List data-testid="order-promises">
        <List.Item>{t("promiseSales")}</List.Item>
        <List.Item>{t("promiseContract")}</List.Item>
        <List.Item>{t("promisePayment")}</List.Item>
      </List>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button onClick={() => void confirm()} loading={isSending} style={{ alignSelf: "flex-start" }}>
        {t("confirmOrder")}
      </Button>
      {draft.buyer === "business" ? (
        <QuotationRequest draft={draft} locationId={locationId} onQuoted={onQuoted} />
      ) : null}
    </Stack>
  );
}

export function OrderPlaced({ order }: { order: OrderSummary }) {
  const { t } = useJourneyTranslation();
  return (
    <Alert color="green" role="status" data-testid="order-placed">
      <Text fw={700}>{t("orderPlaced", { orderId: order.orderId })}</Text>
      <Button component={Link} to="/my_orders" mt="sm" variant="light">
        {t("seeOrders")}
      </Button>
    </Alert>
  );
}
