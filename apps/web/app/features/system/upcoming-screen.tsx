import { brand } from "@isp/brand";
import { HotlineNotice } from "../../components/hotline-notice";
import { useTranslation } from "../../i18n/use-translation";
import type { RouteEntry } from "../../route-table";
import { PageHeading } from "./page-heading";

/** A public screen whose working version is still being built: its title, breadcrumb and an honest notice. */
export function UpcomingScreen({ entry, title }: { entry: RouteEntry; title?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading entry={entry} title={title} />
      <HotlineNotice title={t("screens.upcomingTitle")} testId="upcoming-screen">
        {t("screens.upcomingText", { hotline: brand.hotline.display })}
      </HotlineNotice>
    </>
  );
}
