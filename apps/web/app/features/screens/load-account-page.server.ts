import type { AccountPage } from "@isp/contracts/identity/account-pages";
import { GetInteractionCall, InteractionParamsSchema } from "@isp/contracts/identity/interaction";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { sendForm } from "../../api/call-api";
import { getRequestLanguage, getStoredLanguage } from "../../i18n/language.server";
import { getMessages } from "../../i18n/messages.server";
import { publicUrlOf } from "../../site-url.server";
import type { AccountPageView } from "../account/account-page-data";
import { parseCodeStep } from "../account/code-step";
import type { MetaInput } from "./meta";

type AccountPageData = AccountPageView & { meta: MetaInput };

/**
 * The loader of a page of the provider: what the sign-in interaction is about. The page speaks the
 * language the client asked for (`ui_locales`) unless the visitor chose one on this site: then it
 * goes through `?culture=`, which the root saves like any other choice.
 */
export function loadAccountPage(page: AccountPage) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const language = getRequestLanguage(request);
    const url = new URL(request.url);
    const uid = InteractionParamsSchema.safeParse(params);
    const result = uid.success
      ? await sendForm(GetInteractionCall, { params: uid.data, language })
      : { isOk: false as const, status: 404 };
    if (!result.isOk && result.status !== 404) {
      throw data(null, { status: result.status === 0 ? 503 : 502 });
    }
    const interaction = result.isOk ? result.data : null;
    if (interaction?.culture && getStoredLanguage(request) === null && interaction.culture !== language) {
      url.searchParams.set("culture", interaction.culture);
      throw redirect(`${url.pathname}${url.search}`);
    }
    const messages = getMessages(language).account;
    const pageData: AccountPageData = {
      interaction,
      codeStep: parseCodeStep(url.searchParams),
      meta: {
        title: interaction ? messages[page].title : messages.expired.title,
        description: null,
        url: publicUrlOf(url),
        language,
        // A sign-in in progress belongs to one visitor: never indexed, never cached (page-cache-control.ts).
        isIndexable: false,
      },
    };
    return data(pageData, { status: interaction ? 200 : 404 });
  };
}
