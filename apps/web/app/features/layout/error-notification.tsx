import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { Notifications, notifications } from "@mantine/notifications";
import { useEffect } from "react";
import type { RequestError } from "../../api/request-state";
import { useTranslation } from "../../i18n/use-translation";

/** Spec §9: notifications show for 3 s, then fade out over 1 s. */
const NOTIFICATION_VISIBLE_MS = 3000;
const NOTIFICATION_FADE_MS = 1000;

export default function ErrorNotification({ error }: { error: RequestError }) {
  const { t } = useTranslation();
  // One notification per failure: a new error object means a new failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: error is the trigger, not an input
  useEffect(() => {
    notifications.show({ color: "red", message: t("errors.system") });
  }, [error, t]);
  return <Notifications autoClose={NOTIFICATION_VISIBLE_MS} transitionDuration={NOTIFICATION_FADE_MS} />;
}
