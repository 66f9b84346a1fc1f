/**
 * The provider's pages, served by the web app: the provider sends the browser to the sign-in page
 * of an interaction, and the calls answer these addresses as the next step.
 */
export const ACCOUNT_PAGES = {
  signIn: "/account/sign-in/:uid",
  register: "/account/register/:uid",
  forgotPassword: "/account/forgot-password/:uid",
  linkCustomer: "/account/link-customer/:uid",
} as const;
export type AccountPage = keyof typeof ACCOUNT_PAGES;

export function accountPagePath(page: AccountPage, uid: string): string {
  return ACCOUNT_PAGES[page].replace(":uid", encodeURIComponent(uid));
}
