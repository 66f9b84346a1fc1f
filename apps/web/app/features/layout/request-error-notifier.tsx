import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRequestState } from "../../api/request-state";

/** Shows the spec's system-error text, localised, when a browser request fails. */
export function RequestErrorNotifier() {
  const { t } = useTranslation();
  const { error } = useRequestState();
  useEffect(() => {
    if (error) notifications.show({ color: "red", message: t("errors.system") });
  }, [error, t]);
  return null;
}
