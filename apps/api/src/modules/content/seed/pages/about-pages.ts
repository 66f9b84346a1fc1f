import type { SeedPage } from "../seed-types";
import { careers, media, newsAndMedia, selfCareContactUs, services } from "./about-careers-media";
import { achievement, companyOverview, corePrinciple, seniorLeadershipTeam } from "./about-company";
import { privacyPolicy } from "./about-privacy";
import { childSafeCertified, csr, environmentEss, qms } from "./about-responsibility";

/** The about-us pages, plus news and media, services, self-care contact and the privacy policy. */
export const aboutPages: SeedPage[] = [
  companyOverview,
  seniorLeadershipTeam,
  csr,
  corePrinciple,
  qms,
  childSafeCertified,
  environmentEss,
  careers,
  achievement,
  newsAndMedia,
  services,
  media,
  selfCareContactUs,
  privacyPolicy,
];
