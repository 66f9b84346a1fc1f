import type { Language } from "@isp/contracts/languages";
import { type Coverage, ListCoverageCall } from "@isp/contracts/map/list-coverage";
import { useEffect, useState } from "react";
import { callApi } from "../../api/call-api";
import { useTranslation } from "../../i18n/use-translation";

/** The coverage areas for the map, fetched in the browser when a map shows them. */
export function useCoverageAreas(): Coverage | null {
  const { i18n } = useTranslation();
  const [coverage, setCoverage] = useState<Coverage | null>(null);
  useEffect(() => {
    let isCurrent = true;
    callApi(ListCoverageCall, { language: i18n.language as Language }).then(
      (answer) => isCurrent && setCoverage(answer.coverage),
      // Without the areas the map still lets a visitor pick a place and check it.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [i18n.language]);
  return coverage;
}
