import "@mantine/core/styles/Stepper.css";
import "@mantine/core/styles/SegmentedControl.css";
import "./register-steps.css";
import type { Language } from "@isp/contracts/languages";
import type { OrderSummary } from "@isp/contracts/orders/order";
import type { Quotation } from "@isp/contracts/selfcare/list-mapp-quotations";
import { Button, Container, Group, SegmentedControl, Stepper, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useIsSignedIn } from "../../auth/auth-session";
import { useCurrentProfile } from "../../auth/current-profile";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "../system/page-heading";
import { isIdentified } from "./identification";
import { emptyDraft, type OrderDraft, useOrderDraft } from "./order-draft";
import { PlanChooser } from "./plan-chooser";
import { QuotationRequested } from "./quotation-request";
import type { Buyer, RegisterStepsView } from "./register-steps-view";
import { StepAccount } from "./step-account";
import { StepAddress } from "./step-address";
import { StepAdjust } from "./step-adjust";
import { OrderPlaced, StepConfirm } from "./step-confirm";
import { StepCoverage } from "./step-coverage";
import { StepIdentification } from "./step-identification";
import { useJourneyTranslation } from "./use-journey-translation";

const STEPS = ["package", "account", "coverage", "identification", "address", "adjust", "confirm"] as const;

/** The first step the draft and the session have not completed (1-based). */
function firstOpenStep(draft: OrderDraft, isSignedIn: boolean, isIdentified: boolean): number {
  if (!draft.planCode) return 1;
  if (!isSignedIn) return 2;
  if (!draft.isCovered) return 3;
  if (!isIdentified) return 4;
  if (draft.locationId === null) return 5;
  return 7;
}

/**
 * The order journey (spec §2, seven steps): package, account, coverage, identification, installation
 * address, plan and add-ons, confirmation. The step is in the address (`?step=`), so reload, back and
 * forward work; a step is open only once the ones before it are done.
 */
export function RegisterStepsScreen({ entry, view }: { entry: RouteEntry; view: RegisterStepsView }) {
  const { t, i18n } = useJourneyTranslation(view);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isSignedIn = useIsSignedIn();
  const { profile } = useCurrentProfile(i18n.language as Language, { isSignedIn });
  const customerType = profile?.customer?.customerType;
  const initial = useMemo(() => {
    // A business plan chosen on a page makes the visitor a business buyer.
    const isBusinessPlan = view.catalog.business.products.some((product) =>
      product.subscriptions.some((plan) => plan.code === view.preselectedPlanCode),
    );
    return emptyDraft(view.preselectedPlanCode, isBusinessPlan ? "business" : "consumer");
  }, [view.preselectedPlanCode, view.catalog]);
  const { draft, update, clear, isLoaded } = useOrderDraft(initial);
  // How the journey ended: an order placed, or a business's quotation asked for.
  const [outcome, setOutcome] = useState<{ order: OrderSummary } | { quotation: Quotation } | null>(null);
  const [planMissing, setPlanMissing] = useState(false);

  const asked = Number(searchParams.get("step") ?? "1");
  const isCustomerIdentified = isIdentified(profile?.customer);
  const open = firstOpenStep(draft, isSignedIn, isCustomerIdentified);
  // Until the session and the profile are known, steps that need them wait rather than send back.
  const isKnown = isLoaded && (!isSignedIn || profile !== null);
  const step = Number.isInteger(asked) && asked >= 1 && asked <= 7 ? asked : 1;
  const shown = isKnown ? Math.min(step, open) : Math.min(step, 1);

  useEffect(() => {
    if (isKnown && step > open) void navigate(`?step=${open}`, { replace: true, preventScrollReset: true });
  }, [isKnown, step, open, navigate]);
  // A signed-in customer orders for their own type of customer.
  useEffect(() => {
    const buyer: Buyer | undefined = customerType;
    if (buyer && buyer !== draft.buyer) update({ buyer, planCode: null, addonPlanCodes: [] });
  }, [customerType, draft.buyer, update]);

  // The answer replaces the steps, which were longer: show it from the top, not the footer.
  const finish = (ending: NonNullable<typeof outcome>) => {
    clear();
    setOutcome(ending);
    window.scrollTo({ top: 0 });
  };

  const go = (next: number) => void navigate(`?step=${next}`, { preventScrollReset: false });

  if (outcome) {
    return (
      <>
        <PageHeading entry={entry} />
        <Container size="lg" py="md">
          {"order" in outcome ? (
            <OrderPlaced order={outcome.order} />
          ) : (
            <QuotationRequested quotation={outcome.quotation} />
          )}
        </Container>
      </>
    );
  }

  return (
    <>
      <PageHeading entry={entry} />
      <Container size="lg" py="md" data-testid="register-steps" data-step={shown}>
        <Stepper
          active={shown - 1}
          onStepClick={(index) => go(index + 1)}
          allowNextStepsSelect={false}
          size="sm"
          aria-label={t("stepsLabel")}
          className="journey-stepper"
        >
          {STEPS.map((name) => (
            <Stepper.Step key={name} label={t(`steps.${name}`)} />
          ))}
        </Stepper>
        <Text size="sm" c="dimmed" mt="md" aria-live="polite">
          {t("stepOf", { step: shown })} · {t(`steps.${STEPS[shown - 1] ?? "package"}`)}
        </Text>
        <div className="journey-step">
          {shown === 1 ? (
            <>
              {customerType ? null : (
                <SegmentedControl
                  mb="md"
                  value={draft.buyer}
                  onChange={(value) => update({ buyer: value as Buyer, planCode: null, addonPlanCodes: [] })}
                  data={[
                    { value: "consumer", label: t("forHome") },
                    { value: "business", label: t("forBusiness") },
                  ]}
                />
              )}
              <PlanChooser
                catalog={view.catalog}
                draft={draft}
                onChange={(patch) => {
                  setPlanMissing(false);
                  update(patch);
                }}
                error={planMissing ? t("chooseAPlan") : null}
              />
              <Button mt="lg" onClick={() => (draft.planCode ? go(2) : setPlanMissing(true))}>
                {t("next")}
              </Button>
            </>
          ) : null}
          {shown === 2 ? <StepAccount profile={isSignedIn ? profile : null} onNext={() => go(3)} /> : null}
          {shown === 3 ? (
            <StepCoverage draft={draft} profile={profile} onChange={update} onNext={() => go(4)} />
          ) : null}
          {shown === 4 && profile ? (
            <StepIdentification buyer={draft.buyer} profile={profile} onNext={() => go(5)} />
          ) : null}
          {shown === 4 && isCustomerIdentified ? (
            <Group mt="md">
              <Button variant="subtle" onClick={() => go(5)}>
                {t("next")}
              </Button>
            </Group>
          ) : null}
          {shown === 5 && profile ? (
            <StepAddress draft={draft} profile={profile} onChange={update} onNext={() => go(6)} />
          ) : null}
          {shown === 6 ? (
            <StepAdjust catalog={view.catalog} draft={draft} onChange={update} onNext={() => go(7)} />
          ) : null}
          {shown === 7 && draft.locationId !== null ? (
            <StepConfirm
              catalog={view.catalog}
              draft={draft}
              locationId={draft.locationId}
              onPlaced={(order) => finish({ order })}
              onQuoted={(quotation) => finish({ quotation })}
            />
          ) : null}
        </div>
        {shown > 1 ? (
          <Button variant="default" mt="xl" onClick={() => go(shown - 1)}>
            {t("back")}
          </Button>
        ) : null}
      </Container>
    </>
  );
}
