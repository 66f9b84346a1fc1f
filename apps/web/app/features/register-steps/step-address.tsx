import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { Button, Card, Radio, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { LocationForm } from "../profile/location-form";
import type { OrderDraft } from "./order-draft";
import { useJourneyTranslation } from "./use-journey-translation";

/** Step 5: one of the customer's installation addresses, or a new one (the profile's location form). */
export function StepAddress({
  draft,
  profile,
  onChange,
  onNext,
}: {
  draft: OrderDraft;
  profile: Profile;
  onChange: (patch: Partial<OrderDraft>) => void;
  onNext: () => void;
}) {
  const { t } = useJourneyTranslation();
  const locations = profile.customer?.locations ?? [];
  const [missing, setMissing] = useState(false);
  // A location just added shows in the profile asked for again; then it is the one chosen.
  const countBefore = useRef<number | null>(null);
  useEffect(() => {
    if (countBefore.current !== null && locations.length > countBefore.current) {
      countBefore.current = null;
      onChange({ locationId: locations.at(-1)?.id ?? null });
      onNext();
    }
  }, [locations, onChange, onNext]);
  return (
    <Stack gap="md">
      <Text>{t("addressIntro")}</Text>
      {locations.length > 0 ? (
        <Radio.Group
          value={draft.locationId === null ? null : String(draft.locationId)}
          onChange={(value) => {
            setMissing(false);
            onChange({ locationId: Number(value) });
          }}
          error={missing ? t("chooseAddress") : undefined}
        >
          <Stack gap="xs">
            {locations.map((location) => (
              <Radio
                key={location.id}
                value={String(location.id)}
                label={t("useLocation", { address: location.addressLines.join(", ") })}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {locations.length > 0 ? (
        <Button
          style={{ alignSelf: "flex-start" }}
          onClick={() =>
            draft.locationId !== null && locations.some((each) => each.id === draft.locationId)
              ? onNext()
              : setMissing(true)
          }
        >
          {t("next")}
        </Button>
      ) : null}
      <Card withBorder padding="md">
        <Title order={3} size="h4" mb="sm">
          {t("orNewAddress")}
        </Title>
        <LocationForm
          onSaved={() => {
            countBefore.current = locations.length;
          }}
        />
      </Card>
    </Stack>
  );
}
