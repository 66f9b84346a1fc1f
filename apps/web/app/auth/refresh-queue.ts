type RefreshQueueDeps = {
  /** The access token stored now. */
  readAccessToken(): string | null;
  /**
   * Exchanges the refresh token for new tokens, unless the token the API refused is no longer the
   * stored one; answers the access token to use, or null when there is none.
   */
  refresh(rejectedToken: string): Promise<string | null>;
};

/**
 * Spec §4: on a 401 the client refreshes the token, one refresh at a time, and retries. Requests
 * refused together wait for the same refresh; a request whose 401 arrives after the token already
 * changed takes the new one without refreshing again (a second refresh would spend the rotated
 * refresh token for nothing, and a reused one revokes the whole chain).
 * The function answers the token to retry with, or null when there is none (signed out).
 */
export function createRefreshQueue(
  deps: RefreshQueueDeps,
): (rejectedToken: string) => Promise<string | null> {
  let inFlight: Promise<string | null> | null = null;
  return (rejectedToken) => {
    if (inFlight) return inFlight;
    const current = deps.readAccessToken();
    if (current !== null && current !== rejectedToken) return Promise.resolve(current);
    // A refresh that fails (offline) leaves the 401 standing; the next one may try again.
    const refreshing = deps
      .refresh(rejectedToken)
      .catch(() => null)
      .finally(() => {
        inFlight = null;
      });
    inFlight = refreshing;
    return refreshing;
  };
}
