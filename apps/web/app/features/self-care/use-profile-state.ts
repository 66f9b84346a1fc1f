import type { Language } from "@isp/contracts/languages";
import type { Profile } from "@isp/contracts/selfcare/get-profile";
import { useCurrentProfile } from "../../auth/current-profile";
import { useTranslation } from "../../i18n/use-translation";
import type { CallState } from "./use-call";

/** The signed-in customer's profile (shared with the header) as a call state for CallStateView. */
export function useProfileState(): CallState<Profile> {
  const { i18n } = useTranslation();
  const { profile, isFailed } = useCurrentProfile(i18n.language as Language);
  if (profile) return { status: "ready", data: profile };
  return isFailed ? { status: "failed", data: null, httpStatus: 0 } : { status: "loading", data: null };
}
