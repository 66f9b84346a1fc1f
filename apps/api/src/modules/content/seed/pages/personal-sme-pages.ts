import type { SeedPage } from "../seed-types";
import { appPage, personalContactUsPage, promotionsPage } from "./personal-contact-promo-app";
import { fttrPage, iotPage } from "./personal-fttr-iot";
import { megaSurfPage, oneTvPage, ottTvPage } from "./personal-megasurf-tv";
import {
  smeCloudSolutionsPage,
  smeColocationPage,
  smeDataCenterPage,
  smeDigitalHrServicePage,
  smeWebHostingPage,
} from "./sme-hosting-cloud-hr";
import { smeInternetPage, smeOneTvPage, smeOttTvPage, smeWeWatchPage } from "./sme-internet-tv";

/** The personal pages besides PersonalInternet and every SME page, each with its full set of web parts. */
export const personalSmePages: SeedPage[] = [
  fttrPage,
  iotPage,
  megaSurfPage,
  ottTvPage,
  oneTvPage,
  personalContactUsPage,
  promotionsPage,
  appPage,
  smeInternetPage,
  smeOttTvPage,
  smeOneTvPage,
  smeWeWatchPage,
  smeDataCenterPage,
  smeColocationPage,
  smeWebHostingPage,
  smeCloudSolutionsPage,
  smeDigitalHrServicePage,
];
