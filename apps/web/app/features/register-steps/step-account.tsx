import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useJourneyTranslation } from "./use-journey-translation";

/** Where sign-in or registration brings the visitor back: the coverage step of this journey. */
const RETURN_TO = encodeURIComponent("/register-steps?step=3");

/** Step 2: signed in already, or sign in / create an account and come back with the draft kept. */
export function StepAccount({ profile, onNext }: { profile: Profile | null; onNext: () => void }) {
  const { t } = useJourneyTranslation();
  if (profile) {
    return (
      <>
        <Text data-testid="journey-signed-in">
          {t("signedInAs", { name: profile.customer?.name ?? profile.name })}
        </Text>
        <Button mt="md" onClick={onNext}>
          {t("next")}
        </Button>
      </>
    );
  }
  return (
    <>
      <Text>{t("accountIntro")}</Text>
      <Group mt="md">
        <Button component={Link} to={`/register?to=${RETURN_TO}`}>
          {t("createAccount")}
        </Button>
        <Button component={Link} to={`/login?to=${RETURN_TO}`} variant="light">
          {t("signIn")}
        </Button>
      </Group>
    </>
  );
}
