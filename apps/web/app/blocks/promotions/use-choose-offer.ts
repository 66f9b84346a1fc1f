import { useNavigate } from "react-router";
import { useIsSignedIn } from "../../auth/auth-session";
import { promotionTarget, type SelectedProduct, selectedProductCookie } from "./promotion-choice";

/**
 * Spec §4 promotion choice, for every plan card and offer button: remember the choice (cookie), then go
 * to the subscriptions, the register steps or the page's contact form.
 */
export function useChooseOffer(): (selection: SelectedProduct) => void {
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  return (selection) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
    document.cookie = selectedProductCookie(selection);
    const target = promotionTarget(selection, { isSignedIn });
    if (target.startsWith("#")) {
      document.getElementById(target.slice(1))?.scrollIntoView({ behavior: "smooth" });
      window.history.replaceState(null, "", target);
    } else {
      navigate(target);
    }
  };
}
