import type { Language } from "@isp/contracts/languages";
import { ListCoverageCall } from "@isp/contracts/map/list-coverage";
import { callApi } from "../../api/call-api";
import { fetchBranchPoints, fetchCameras } from "./coverage-api";
import { getCoverageMessages } from "./coverage-messages.server";
import { COVERAGE_TABS, type CoverageTab, type CoverageView } from "./coverage-view";

/** The screens of spec §2 "Maps": /coverage_map's tabs, and /offices and /live_traffic on their own. */
export type CoverageScreenKind = "coverage-map" | "offices" | "live-traffic";

const FIXED_TAB: Record<Exclude<CoverageScreenKind, "coverage-map">, CoverageTab> = {
  offices: "branches",
  "live-traffic": "cameras",
};

/** Fetches what the screen's tab shows (the other tabs load when opened: each is its own address). */
export async function loadCoverageView(
  screen: CoverageScreenKind,
  language: Language,
  url: URL,
): Promise<CoverageView> {
  const asked = url.searchParams.get("tab");
  const tab =
    screen === "coverage-map"
      ? (COVERAGE_TABS.find((each) => each === asked) ?? "coverage")
      : FIXED_TAB[screen];
  const [areaNames, branches, cameras] = await Promise.all([
    tab === "coverage"
      ? callApi(ListCoverageCall, { language }).then((answer) =>
          answer.coverage.features.map((area) => area.properties.name),
        )
      : [],
    tab === "branches" ? fetchBranchPoints(language) : [],
    tab === "cameras" ? fetchCameras(language) : [],
  ]);
  return {
    kind: "coverage",
    tab,
    hasTabs: screen === "coverage-map",
    areaNames,
    branches,
    cameras,
    messages: getCoverageMessages(language),
  };
}
