import type { Page } from "@isp/contracts/pages/get-page";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { ApiError } from "../../api/api-fetch";
import { getRequestLanguage } from "../../i18n/language.server";
import { getMessages } from "../../i18n/messages.server";
import { publicUrlOf } from "../../site-url.server";
import { fetchPage } from "../pages/fetch-page";
import { findEntryForPattern } from "./find-entry";
import type { MetaInput } from "./meta";

/**
 * The one loader behind every route of the table: it resolves the entry, fetches the content page for
 * page screens, and hands the component what to render. Each section's route module exports it as its loader.
 */
export async function loadScreen({ request, url, pattern }: LoaderFunctionArgs) {
  const entry = findEntryForPattern(pattern);
  if (!entry) throw redirect("/404");
  const language = getRequestLanguage(request);
  const routeTitle = getMessages(language).routes[entry.id as keyof ReturnType<typeof getMessages>["routes"]];
  if (entry.screen === "reload") {
    const target = url.searchParams.get("to");
    // Only same-site paths: an open redirect would let others borrow our domain.
    throw redirect(target?.startsWith("/") && !target.startsWith("//") ? target : "/");
  }
  let page: Page | null = null;
  if (entry.screen === "page" && entry.pageId) {
    try {
      page = await fetchPage(entry.pageId, language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
  }
  const meta: MetaInput = {
    title: page?.title ?? routeTitle ?? entry.id,
    description: page?.description ?? null,
    url: publicUrlOf(url),
    language,
    isIndexable: entry.isPublic && entry.screen !== "not-found",
  };
  return data({ entryId: entry.id, page, meta }, { status: entry.screen === "not-found" ? 404 : 200 });
}
