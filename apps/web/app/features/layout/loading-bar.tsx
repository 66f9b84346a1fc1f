import { useNavigation } from "react-router";
import { useRequestState } from "../../api/request-state";
import { useTranslation } from "../../i18n/use-translation";

/** A thin bar at the top while a page or an API request loads; it stops when a request fails. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pending } = useRequestState();
  if (navigation.state === "idle" && pending === 0) return null;
  return <div className="loading-bar" role="progressbar" aria-label={t("common.loading")} />;
}
