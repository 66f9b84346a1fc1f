import type { SeedPage } from "../seed-types";
import { aws, cloudSolutions, huaweiCloud } from "./business-pages-cloud";
import { businessContactUs } from "./business-pages-contact";
import { colocation, dataCenter, vmWare, webHosting } from "./business-pages-data-center";
import { digitalHrService, miaForMsTeams, mihcmForEnterprise } from "./business-pages-hr";
import { businessInternet, ddosProtection, dia, unifiedCommunication } from "./business-pages-internet";
import { cloudDirectConnect, dplc, enterpriseNetwork, iplc, mpls, vpls } from "./business-pages-network";

/** The business service pages (everything under /business except the home page and the FAQ). */
export const businessPages: SeedPage[] = [
  businessInternet,
  dia,
  aws,
  unifiedCommunication,
  enterpriseNetwork,
  dplc,
  iplc,
  mpls,
  vpls,
  dataCenter,
  colocation,
  webHosting,
  cloudSolutions,
  digitalHrService,
  mihcmForEnterprise,
  miaForMsTeams,
  cloudDirectConnect,
  huaweiCloud,
  ddosProtection,
  vmWare,
  businessContactUs,
];
