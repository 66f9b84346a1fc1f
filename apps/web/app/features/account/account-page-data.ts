import { type MetaArgs, useActionData, useLoaderData, useNavigation } from "react-router";
import { buildMeta } from "../screens/meta";
import { type AccountFailure, NO_FAILURE } from "./account-failure";
import type { AccountPageData } from "./load-account-page.server";

/** The meta of every page of the provider: its title, noindex. */
export function accountMeta({ loaderData }: MetaArgs) {
  return loaderData ? buildMeta((loaderData as AccountPageData).meta) : [];
}

/** What a page of the provider shows: the interaction, its step, the last refusal, and whether it sends. */
export function useAccountPage() {
  const { interaction, codeStep } = useLoaderData() as AccountPageData;
  const failure = useActionData() as AccountFailure | undefined;
  // Set from the submission until the next page shows (a document navigation never comes back).
  const isSending = useNavigation().formMethod !== undefined;
  return {
    interaction,
    codeStep,
    failure: failure ?? null,
    isExpired: interaction === null || failure?.isExpired === true,
    fieldErrors: failure?.fieldErrors ?? NO_FAILURE.fieldErrors,
    values: failure?.values ?? NO_FAILURE.values,
    isSending,
  };
}
