import { useTranslation } from "../../i18n/use-translation";
import type { RegisterStepsView } from "./register-steps-view";

/**
 * The journey's namespace, and the ones of the parts it reuses (the coverage check, the profile forms),
 * added from the loader's messages the first time the screen renders.
 */
export function useJourneyTranslation(view?: RegisterStepsView) {
  const { i18n } = useTranslation();
  if (view) {
    const bundles = [
      ["registerSteps", view.messages],
      ["coverage", view.coverageMessages],
      ["selfCare", view.selfCareMessages],
    ] as const;
    for (const [namespace, messages] of bundles) {
      if (!i18n.hasResourceBundle(i18n.language, namespace)) {
        i18n.addResourceBundle(i18n.language, namespace, messages);
      }
    }
  }
  return useTranslation("registerSteps");
}
