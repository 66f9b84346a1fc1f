import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { ErrorScreen } from "../system/error-screen";
import { NotFoundScreen } from "../system/not-found-screen";

/**
 * The pathless route around every screen, for its error boundary: a screen's error shows inside the
 * site's shell, and the document (root.tsx's Layout) stays. The root's own boundary would render a new
 * Layout, which Preact mounts afresh, <html> and its inline scripts included.
 */
export default function ScreenErrorsRoute() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFoundScreen />
  ) : (
    <ErrorScreen error={error} />
  );
}
