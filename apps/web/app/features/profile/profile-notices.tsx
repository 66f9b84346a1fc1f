import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { createNotificationsStore, Notifications, notifications } from "@mantine/notifications";

// The profile's own store: the layout mounts its notifications only for a system error, and one
// store shown by two containers would show each message twice.
const profileNoticesStore = createNotificationsStore();

/** Spec §9: notifications show for 3 s, then fade out over 1 s. */
const VISIBLE_MS = 3000;
const FADE_MS = 1000;

/** Says that a change was saved; it stays on screen across the move back to /profile. */
export function showSavedNotice(message: string) {
  notifications.show({ color: "green", message }, profileNoticesStore);
}

/** Where the profile screens show their notices. */
export function ProfileNotices() {
  return <Notifications store={profileNoticesStore} autoClose={VISIBLE_MS} transitionDuration={FADE_MS} />;
}
