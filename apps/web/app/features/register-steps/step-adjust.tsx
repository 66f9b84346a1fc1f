import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import { INSTALLATION_PLAN_CODES } from "@isp/contracts/catalog/catalog-ids";
import { Button, Checkbox, Stack, Title } from "@mantine/core";
import { useFormatUsd } from "../../i18n/format-money";
import type { OrderDraft } from "./order-draft";
import { PlanChooser } from "./plan-chooser";
import { PriceSummary } from "./price-summary";
import type { JourneyCatalog } from "./register-steps-view";
import { useJourneyTranslation } from "./use-journey-translation";

/** Step 6: change the plan or period, add or drop add-ons; the price follows at once. */
export function StepAdjust({
  catalog,
  draft,
  onChange,
  onNext,
}: {
  catalog: JourneyCatalog;
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
  onNext: () => void;
}) {
  const { t } = useJourneyTranslation();
  const usd = useFormatUsd();
  // The installation comes with every order; the others are the visitor's choice.
  const addons = catalog[draft.buyer].addons.flatMap((product) =>
    product.subscriptions.filter((plan) => plan.code !== INSTALLATION_PLAN_CODES[draft.buyer]),
  );
  const fee = (monthly: number, oneOff: number) =>
    monthly > 0 ? t("perMonth", { price: usd(monthly) }) : t("oneOff", { price: usd(oneOff) });
  return (
    <Stack gap="lg">
      <PlanChooser catalog={catalog} draft={draft} onChange={onChange} />
      <Checkbox.Group
        label={
          <Title order={3} size="h4">
            {t("addonsTitle")}
          </Title>
        }
        value={draft.addonPlanCodes}
        onChange={(addonPlanCodes) => onChange({ addonPlanCodes })}
      >
        <Stack gap="xs" mt="xs">
          {addons.map((plan) => (
            <Checkbox
              key={plan.code}
              value={plan.code}
              label={`${plan.name} · ${fee(plan.monthlyFee, plan.oneOffFee)}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <PriceSummary catalog={catalog} draft={draft} />
      <Button onClick={onNext} style={{ alignSelf: "flex-start" }}>
        {t("next")}
      </Button>
    </Stack>
  );
}
