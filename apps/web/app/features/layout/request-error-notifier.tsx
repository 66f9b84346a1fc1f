import { lazy, Suspense } from "react";
import { useRequestState } from "../../api/request-state";

const ErrorNotification = lazy(() => import("./error-notification"));

/**
 * Shows the spec's system-error text when a browser request fails. The notification code loads only
 * when the first failure happens; most visits never need it.
 */
export function RequestErrorNotifier() {
  const { error } = useRequestState();
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <ErrorNotification error={error} />
    </Suspense>
  );
}
