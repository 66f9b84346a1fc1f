import type { InteractionDetails } from "@isp/contracts/identity/interaction";
import { useActionData, useLoaderData, useNavigation } from "react-router";
import { type AccountFailure, NO_FAILURE } from "./account-failure";
import type { CodeStep } from "./code-step";

/** What the loader of a page of the provider finds (features/screens/load-account-page.server.ts). */
export type AccountPageView = {
  /** null: the interaction is unknown or expired, and the page says so. */
  interaction: InteractionDetails | null;
  /** The code step the query names, or null: the page's first step. */
  codeStep: CodeStep | null;
};

/** What a page of the provider shows: the interaction, its step, the last refusal, and whether it sends. */
export function useAccountPage() {
  const { interaction, codeStep } = useLoaderData() as AccountPageView;
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
