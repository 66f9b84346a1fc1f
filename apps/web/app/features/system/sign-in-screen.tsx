import { brand } from "@isp/brand";
import { useTranslation } from "react-i18next";
import { HotlineNotice } from "../../components/hotline-notice";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "./page-heading";

/**
 * Private routes and the sign-in entry points. The identity provider arrives in a later issue; until
 * then this says so plainly and offers the hotline, instead of a broken sign-in.
 */
export function SignInScreen({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation();
  const isPrivate = entry.screen === "private";
  return (
    <>
      <PageHeading entry={entry} />
      <HotlineNotice
        title={isPrivate ? t("screens.signInRequiredTitle") : t("screens.signInUnavailableTitle")}
        testId={isPrivate ? "sign-in-required" : "sign-in-unavailable"}
      >
        {isPrivate ? `${t("screens.signInRequiredText")} ` : null}
        {t("screens.signInUnavailableText", { hotline: brand.hotline.display })}
      </HotlineNotice>
    </>
  );
}
