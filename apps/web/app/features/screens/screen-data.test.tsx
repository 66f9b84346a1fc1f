// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScreen } from "./screen-data";

afterEach(cleanup);

// The loader runs before the first render; a busy machine can take longer than the default second.
const SETTLED = { timeout: 5000 };

function FaqRoute() {
  const { entry, view } = useScreen("faq");
  return (
    <p>
      {entry.path} shows {view.categories.length} categories
    </p>
  );
}

function ShowError() {
  return <p role="alert">{(useRouteError() as Error).message}</p>;
}

/** Renders FaqRoute under a route whose loader answers the given view. */
function renderFaqRoute(view: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: FaqRoute,
      ErrorBoundary: ShowError,
      loader: () => ({ entryId: "personalFaq", view, meta: {} }),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("useScreen", () => {
  it("gives the route its table entry and the view of the kind it shows", async () => {
    renderFaqRoute({ kind: "faq", categories: [] });
    expect(await screen.findByText("/personal/faq shows 0 categories", {}, SETTLED)).toBeTruthy();
  });

  it("fails loudly when the loader found another kind than the module shows", async () => {
    // React Router logs the error it hands to the boundary.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderFaqRoute({ kind: "none" });
    expect((await screen.findByRole("alert", {}, SETTLED)).textContent).toBe(
      "Route personalFaq shows faq, but its loader found none",
    );
    expect(logged).toHaveBeenCalled();
  });
});
