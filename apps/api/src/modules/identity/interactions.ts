import { accountPagePath } from "@isp/contracts/identity/account-pages";
import { SIGN_IN_SCREENS } from "@isp/contracts/identity/clients";
import type { InteractionDetails } from "@isp/contracts/identity/interaction";
import { isLanguage } from "@isp/contracts/languages";
import type Provider from "oidc-provider";
import type { Interaction } from "oidc-provider";
import type { Database } from "../../db/client";
import { findAccount } from "./accounts";

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A sign-in interaction by its uid. The pages reach it through the web app's own server (which
 * does not forward the provider's interaction cookie), so the uid alone finds it; the browser is
 * still bound to it, because resuming the sign-in needs the provider's resume cookie.
 */
export async function findInteraction(provider: Provider, uid: string): Promise<Interaction | undefined> {
  const interaction = await provider.Interaction.find(uid);
  return interaction && !interaction.isExpired ? interaction : undefined;
}

/** Who signed in during this interaction, if anyone yet. */
export const signedInAccountId = (interaction: Interaction): string | undefined =>
  (interaction.result as { login?: { accountId?: string } } | undefined)?.login?.accountId;

export async function describeInteraction(
  provider: Provider,
  db: Database,
  interaction: Interaction,
): Promise<InteractionDetails> {
  const params = interaction.params as Record<string, string | undefined>;
  const client = params.client_id ? await provider.Client.find(params.client_id) : undefined;
  const culture = (params.ui_locales ?? "").split(" ")[0] ?? "";
  const accountId = signedInAccountId(interaction);
  const account = accountId ? await findAccount(db, accountId) : undefined;
  return {
    uid: interaction.uid,
    prompt: interaction.prompt.name,
    screen: SIGN_IN_SCREENS.find((screen) => screen === params.screen) ?? "sign-in",
    clientName: client?.clientName ?? "",
    culture: isLanguage(culture) ? culture : null,
    loginHint: params.login_hint ?? null,
    signedInName: account?.name ?? null,
  };
}

/** Records who signed in; the provider's resume address finishes the sign-in. */
export async function recordSignIn(interaction: Interaction, accountId: string): Promise<string> {
  interaction.result = { login: { accountId, remember: true } };
  await interaction.save(interaction.exp - epochSeconds());
  return interaction.returnTo;
}

/** After signing in: the customer-link page when the client asked for it and there is no link yet. */
export function nextAfterSignIn(interaction: Interaction, customerId: string | null, resume: string): string {
  const wantsLink = (interaction.params as Record<string, unknown>).screen === "link-customer";
  return wantsLink && !customerId ? accountPagePath("linkCustomer", interaction.uid) : resume;
}

/** The person left: the client gets access_denied. */
export async function abortInteraction(interaction: Interaction): Promise<string> {
  interaction.result = { error: "access_denied", error_description: "End-User aborted interaction" };
  await interaction.save(interaction.exp - epochSeconds());
  return interaction.returnTo;
}
