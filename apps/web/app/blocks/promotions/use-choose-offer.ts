import { useNavigate } from "react-router";
import { useIsSignedIn } from "../../auth/auth-session";
import type { SelectedProduct } from "./promotion-choice";

type PromotionChoice = typeof import("./promotion-choice");

/**
 * Spec §4 promotion choice, for every plan card and offer button: remember the choice (cookie), then go
 * to the subscriptions, the register steps or the page's contact form. The choice's code loads on the
 * first click, so public pages do not carry it up front; `select` makes the selection with it.
 */
export function useChooseOffer(): (select: (choice: PromotionChoice) => SelectedProduct) => void {
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  return (select) => {
    void import("./promotion-choice").then((choice) => {
      const selection = select(choice);
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
      document.cookie = choice.selectedProductCookie(selection);
      const target = choice.promotionTarget(selection, { isSignedIn });
      if (target.startsWith("#")) {
        document.getElementById(target.slice(1))?.scrollIntoView({ behavior: "smooth" });
        window.history.replaceState(null, "", target);
      } else {
        void navigate(target);
      }
    });
  };
}
