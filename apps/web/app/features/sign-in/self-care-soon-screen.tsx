import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { Text } from "@mantine/core";
import { useCurrentProfile } from "../../auth/current-profile";
import { RouteGuard } from "../../auth/route-guard";
import { HotlineNotice } from "../../components/hotline-notice";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { SessionCheck } from "../self-care/session-check";
import { PageHeading } from "../system/page-heading";

/** Who is signed in, by the profile the API gives for the token: proof that the token works. */
function SignedInNotice() {
  const { t, i18n } = useTranslation();
  const { profile } = useCurrentProfile(i18n.language as Language);
  return (
    <HotlineNotice title={t("auth.selfCareSoonTitle")} testId="self-care-soon">
      {profile ? (
        <Text fw={700} mb="xs" data-testid="signed-in-as">
          {t("auth.signedInAs", { name: profile.customer?.name ?? profile.name })}
        </Text>
      ) : null}
      {t("auth.selfCareSoonText", { hotline: brand.hotline.display })}
    </HotlineNotice>
  );
}

/**
 * A self-care screen (sign-in required) before the self-care issue builds it: behind the navigation
 * guard, it greets the signed-in customer and says the pages arrive soon.
 */
export function SelfCareSoonScreen({ entry }: { entry: RouteEntry }) {
  return (
    <>
      <PageHeading entry={entry} />
      <RouteGuard entry={entry} waiting={<SessionCheck />}>
        <SignedInNotice />
      </RouteGuard>
    </>
  );
}
