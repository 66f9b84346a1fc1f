import { useTranslation } from "../../i18n/use-translation";
import type { CoverageMessages } from "./coverage-messages.server";

/** The `coverage` namespace, added from the loader's messages the first time a coverage screen renders. */
export function useCoverageTranslation(messages?: CoverageMessages) {
  const { i18n } = useTranslation();
  if (messages && !i18n.hasResourceBundle(i18n.language, "coverage")) {
    i18n.addResourceBundle(i18n.language, "coverage", messages);
  }
  return useTranslation("coverage");
}
