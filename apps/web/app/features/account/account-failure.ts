/**
 * What a page of the provider shows after its form was refused: the action answers it, the page
 * renders it (server-side without JavaScript, in place with it).
 */
export type AccountFailure = {
  /** The sign-in interaction is gone (expired, or finished in another tab): the person starts again. */
  isExpired: boolean;
  /** Linking a customer record needs a signed-in person first (403 `sign_in_required`). */
  isSignInRequired: boolean;
  /** The API's localised message for the person, or null: a system error. */
  message: string | null;
  /** The API's messages of a 400 answer, by field name. */
  fieldErrors: Record<string, string>;
  /** What the person typed, to fill in again (never a password or a code). */
  values: Record<string, string>;
};

export const NO_FAILURE: AccountFailure = {
  isExpired: false,
  isSignInRequired: false,
  message: null,
  fieldErrors: {},
  values: {},
};
