import type { Language } from "@isp/contracts/languages";
import { GetProfileCall, type Profile } from "@isp/contracts/selfcare/get-profile";
import { useEffect, useState } from "react";
import { callApi } from "../api/call-api";
import { subscribeToSession } from "./session-events";
import { readTokenClaims } from "./token-claims";
import { readAccessToken } from "./token-storage";

let pending: { subject: unknown; profile: Promise<Profile> } | null = null;

/**
 * The signed-in customer's profile (spec §7 GET profile), asked once per page and session: the header
 * and the screen that both show the name share one call, and a refreshed token (same subject) reuses it.
 */
function loadProfile(language: Language): Promise<Profile> {
  const subject = readTokenClaims(readAccessToken())?.sub;
  if (pending && pending.subject === subject) return pending.profile;
  const profile = callApi(GetProfileCall, { language }).then((answer) => answer.data);
  pending = { subject, profile };
  // A failed call is asked again next time, and the refresh it may cause changes the token anyway.
  profile.catch(() => {
    if (pending?.profile === profile) pending = null;
  });
  return profile;
}

const reloadListeners = new Set<() => void>();

/** After the customer changed their profile: the header and the screens ask for it again. */
export function reloadCurrentProfile() {
  pending = null;
  for (const listener of reloadListeners) listener();
}

export type ProfileState = { profile: Profile | null; isFailed: boolean };

/** The profile of the signed-in customer, asked again when the session changes; none without a session. */
export function useCurrentProfile(language: Language, { isSignedIn = true } = {}): ProfileState {
  const [state, setState] = useState<ProfileState>({ profile: null, isFailed: false });
  useEffect(() => {
    // A visitor without a session has no profile to ask for (the API would refuse the call).
    if (!isSignedIn) {
      setState({ profile: null, isFailed: false });
      return;
    }
    let isCurrent = true;
    const load = () => {
      loadProfile(language).then(
        (profile) => isCurrent && setState({ profile, isFailed: false }),
        () => isCurrent && setState({ profile: null, isFailed: true }),
      );
    };
    load();
    const unsubscribe = subscribeToSession(load);
    reloadListeners.add(load);
    return () => {
      isCurrent = false;
      unsubscribe();
      reloadListeners.delete(load);
    };
  }, [language, isSignedIn]);
  return state;
}
