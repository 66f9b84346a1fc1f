import type { Camera } from "@isp/contracts/cameras/list-shared-cameras";
import type { BranchPoint } from "@isp/contracts/map/list-branch-points";
import type { CoverageMessages } from "./coverage-messages.server";

/** Spec §2: /coverage_map's three tabs, chosen by `?tab=`. */
export const COVERAGE_TABS = ["coverage", "branches", "cameras"] as const;
export type CoverageTab = (typeof COVERAGE_TABS)[number];

/** What the coverage screens show: /coverage_map (one tab at a time), /offices, /live_traffic. */
export type CoverageView = {
  kind: "coverage";
  tab: CoverageTab;
  /** /coverage_map shows the tabs; /offices and /live_traffic one of them alone. */
  hasTabs: boolean;
  /** Names of the served areas, listed in words beside the map. */
  areaNames: string[];
  branches: BranchPoint[];
  cameras: Camera[];
  messages: CoverageMessages;
};
