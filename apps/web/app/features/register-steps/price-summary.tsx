import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import { useFormatUsd } from "../../i18n/format-money";
import { priceDraft } from "./journey-prices";
import type { OrderDraft } from "./order-draft";
import type { JourneyCatalog } from "./register-steps-view";
import { useJourneyTranslation } from "./use-journey-translation";

/** The order's lines and totals, recomputed from the catalog as the visitor changes the draft. */
export function PriceSummary({ catalog, draft }: { catalog: JourneyCatalog; draft: OrderDraft }) {
  const { t } = useJourneyTranslation();
  const usd = useFormatUsd();
  const { plan, chosenAddons, installation, price } = priceDraft(catalog, draft);
  const line = (name: string, amount: string) => (
    <Table.Tr key={name}>
      <Table.Td>{name}</Table.Td>
      <Table.Td ta="right">{amount}</Table.Td>
    </Table.Tr>
  );
  const fees = (monthly: number, oneOff: number) =>
    [
      monthly > 0 ? t("perMonth", { price: usd(monthly) }) : null,
      oneOff > 0 ? t("oneOff", { price: usd(oneOff) }) : null,
    ]
      .filter(Boolean)
      .join(" + ");
  return (
    <div data-testid="price-summary" aria-live="polite">
      <Table>
        <Table.Tbody>
          {plan
            ? line(
                `${plan.name} · ${t(`periods.${draft.periodMonths}`)}`,
                fees(plan.monthlyFee, plan.oneOffFee),
              )
            : null}
          {chosenAddons.map((addon) => line(addon.name, fees(addon.monthlyFee, addon.oneOffFee)))}
          {installation
            ? line(
                installation.name,
                price.isInstallationWaived
                  ? t("installationWaived")
                  : t("oneOff", { price: usd(installation.oneOffFee) }),
              )
            : null}
          {line(t("monthlyTotal"), usd(price.monthlyCents / 100))}
          {line(t("oneOffTotal"), usd(price.oneOffCents / 100))}
          <Table.Tr fw={700}>
            <Table.Td>{t("firstPayment")}</Table.Td>
            <Table.Td ta="right" data-testid="first-payment">
              {usd(price.firstPaymentCents / 100)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        {t("vatNote")}
      </Text>
    </div>
  );
}
