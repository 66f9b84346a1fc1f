import { brand } from "@isp/brand";

/** The web app's client: public, authorization code with PKCE, refresh tokens rotated on use. */
export const WEB_CLIENT_ID = `${brand.id}-web`;

/** The mobile app's client: confidential (basic credentials), the only one allowed the password grant. */
export const MOBILE_CLIENT_ID = `${brand.id}-mobile`;

/**
 * Spec §7: the sign-in scope list covers the map, selfcare, payment, admin, media, billing, catalog and
 * eze24 APIs. Access tokens carry the ones granted; every first-party client asks for all of them.
 */
export const API_SCOPES = [
  "map_api",
  "selfcare_api",
  "payment_api",
  "admin_api",
  "media_api",
  "billing_api",
  "catalog_api",
  "eze24_api",
] as const;

/** What the first-party clients ask for: OpenID, the customer's profile and contacts, refresh, the APIs. */
export const SIGN_IN_SCOPE = ["openid", "profile", "email", "phone", "offline_access", ...API_SCOPES].join(
  " ",
);

/**
 * Which screen of the provider a sign-in starts on (an extra authorization parameter): the web
 * app's /register and /online-signup start on registration, "link-customer" signs in and then links
 * the account to a customer record.
 */
export const SIGN_IN_SCREENS = ["sign-in", "register", "link-customer"] as const;
export type SignInScreen = (typeof SIGN_IN_SCREENS)[number];
