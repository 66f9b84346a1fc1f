import { ListChannelsQuerySchema } from "@isp/contracts/channels/list-channels";
import type { Language } from "@isp/contracts/languages";
import { LATEST_NEWS_LIMIT, NEWS_PAGE_SIZE } from "@isp/contracts/news/list-contents";
import type { Page } from "@isp/contracts/pages/get-page";
import { parseRecommendScale } from "@isp/contracts/survey/create-customer-rating";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { ApiError } from "../../api/call-api";
import type { PageExtras } from "../../blocks/block-props";
import { fetchEnquirySubjects } from "../../blocks/contact-form/enquiry-subjects-api";
import type { Messages } from "../../i18n/i18n";
import { getRequestLanguage } from "../../i18n/language.server";
import { getMessages } from "../../i18n/messages.server";
import { entryOfPath, type RouteEntry, type Screen } from "../../route-table";
import { publicUrlOf } from "../../site-url.server";
import { loadInvoiceLinkView } from "../billing/load-invoice-link.server";
import { fetchVacancies, fetchVacancy } from "../careers/vacancies-api";
import { fetchChannels } from "../channels/channels-api";
import { loadCoverageView } from "../coverage/load-coverage.server";
import { fetchDevice } from "../devices/devices-api";
import { fetchFaq } from "../faq/faq-api";
import { fetchNews, fetchNewsItem } from "../news/news-api";
import { fetchPage } from "../pages/fetch-page";
import { getPayMyBillMessages } from "../pay-my-bill/pay-my-bill-messages.server";
import { loadProductsView } from "../products/load-products.server";
import { loadRegisterStepsView } from "../register-steps/load-register-steps.server";
import { loadSearchView } from "../search/load-search.server";
import { getSelfCareMessages } from "../self-care/self-care-messages.server";
import type { MetaInput } from "./meta";
import type { ScreenView } from "./screen-view";

const notFound = () => data(null, { status: 404 });

// Besides system screens: "coming soon" notices; the survey, which customers reach from a message;
// search results, made for one visitor's query; the order journey, one visitor's order; and an
// invoice opened by its link, one customer's bill (private to caches too, as every unindexed page).
const UNINDEXED_SCREENS = new Set<Screen>([
  "not-found",
  "invoice-link",
  "pay-my-bill",
  "gateway-checkout",
  "payment-result",
  "unpaid-customer",
  "upcoming",
  "register-steps",
  "survey",
  "survey-reasons",
  "survey-thanks",
  "search",
]);

/** A positive whole number from the query, or null. */
function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** Turns a 404 of the backend into this screen's 404; other failures stay system errors. */
async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/** Data that some blocks show besides their web part (latest news, vacancy pages). */
async function loadPageExtras(page: Page, language: Language, url: URL): Promise<PageExtras> {
  const kinds = new Set(page.pageWebParts.map((part) => part.webPartType.name));
  const extras: PageExtras = {};
  const tasks: Promise<void>[] = [];
  if (kinds.has("LatestNews")) {
    tasks.push(
      fetchNews(language, { limit: LATEST_NEWS_LIMIT, offset: 0 }).then((news) => {
        extras.latestNews = news.data;
      }),
    );
  }
  if (kinds.has("VacancyList")) {
    const pageNumber = positiveInt(url.searchParams.get("page")) ?? 1;
    tasks.push(
      fetchVacancies(language, pageNumber).then((vacancies) => {
        extras.vacancies = { ...vacancies, page: pageNumber };
      }),
    );
  }
  if (kinds.has("ContactForm")) {
    tasks.push(
      fetchEnquirySubjects(language).then((subjects) => {
        extras.enquirySubjects = subjects;
      }),
    );
  }
  await Promise.all(tasks);
  return extras;
}

async function loadView(
  entry: RouteEntry,
  language: Language,
  request: Request,
  url: URL,
  params: Record<string, string | undefined>,
): Promise<ScreenView> {
  switch (entry.screen) {
    case "page":
    case "news": {
      const pageNumber = positiveInt(url.searchParams.get("page")) ?? 1;
      // The news list does not depend on the page, so both are fetched at once.
      const [page, news] = await Promise.all([
        orNotFound(fetchPage(entry.pageId ?? "", language)),
        entry.screen === "news"
          ? fetchNews(language, { limit: NEWS_PAGE_SIZE, offset: (pageNumber - 1) * NEWS_PAGE_SIZE })
          : null,
      ]);
      const extras = await loadPageExtras(page, language, url);
      return news
        ? { kind: "news", page, extras, news: { ...news, page: pageNumber } }
        : { kind: "page", page, extras };
    }
    case "news-card": {
      const contentId = positiveInt(url.searchParams.get("contentId"));
      if (!contentId) throw notFound();
      return { kind: "news-card", item: await orNotFound(fetchNewsItem(language, contentId)) };
    }
    case "vacancy": {
      const id = positiveInt(url.searchParams.get("id"));
      if (!id) throw notFound();
      return { kind: "vacancy", vacancy: await orNotFound(fetchVacancy(language, id)) };
    }
    case "faq":
      return { kind: "faq", categories: await fetchFaq(language, entry.faqAudience) };
    case "channels": {
      const broadcastLanguage = ListChannelsQuerySchema.shape.language.safeParse(params.lang);
      if (!broadcastLanguage.success) throw notFound();
      return {
        kind: "channels",
        channels: await fetchChannels(language, broadcastLanguage.data),
        broadcastLanguage: broadcastLanguage.data ?? null,
      };
    }
    case "device": {
      const webPartId = positiveInt(url.searchParams.get("webPartId"));
      const deviceId = positiveInt(url.searchParams.get("deviceId"));
      if (!webPartId || !deviceId) throw notFound();
      return { kind: "device", device: await orNotFound(fetchDevice(language, webPartId, deviceId)) };
    }
    case "survey":
      return { kind: "survey" };
    case "survey-reasons":
    case "survey-thanks": {
      const recommendScale = parseRecommendScale(params.recommendScale);
      if (recommendScale === null) throw notFound();
      return { kind: entry.screen, recommendScale };
    }
    case "search":
      // The web server set this to the visitor's address (serve-web.ts), for their search limit.
      return loadSearchView(
        url,
        language,
        request.headers.get("x-forwarded-for"),
        positiveInt(url.searchParams.get("page")) ?? 1,
      );
    case "coverage-map":
    case "offices":
    case "live-traffic":
      return loadCoverageView(entry.screen, language, url);
    case "register-steps":
      return loadRegisterStepsView(language, request, url);
    case "products": {
      const view = await loadProductsView(language, params.productType);
      if (!view) throw notFound();
      return view;
    }
    case "invoice-link":
      return loadInvoiceLinkView(language, url);
    case "pay-my-bill":
    case "gateway-checkout":
    case "payment-result":
    case "unpaid-customer":
      return {
        kind: "pay-my-bill",
        messages: getPayMyBillMessages(language),
        selfCareMessages: getSelfCareMessages(language),
      };
    case "private":
      return { kind: "self-care", messages: getSelfCareMessages(language) };
    default:
      return { kind: "none" };
  }
}

function titleOf(view: ScreenView, messages: Messages): { title?: string; description?: string | null } {
  switch (view.kind) {
    case "page":
    case "news":
      return { title: view.page.title, description: view.page.description };
    case "news-card":
      return { title: view.item.title, description: view.item.lead };
    case "vacancy":
      return { title: view.vacancy.name, description: view.vacancy.location.name };
    case "device":
      return { title: view.device.title, description: view.device.description };
    case "search":
      return view.query ? { title: messages.search.resultsTitle.replace("{{query}}", view.query) } : {};
    default:
      return {};
  }
}

/**
 * The one loader behind every route of the table: it resolves the entry, fetches what its screen shows,
 * and hands the component the view. Every screen route module exports it as its loader.
 */
export async function loadScreen({ request, url, pattern, params }: LoaderFunctionArgs) {
  const entry = entryOfPath(pattern);
  if (!entry) throw redirect("/404");
  const language = getRequestLanguage(request);
  if (entry.screen === "reload") {
    const target = url.searchParams.get("to");
    // Only same-site paths: an open redirect would let others borrow our domain.
    throw redirect(target?.startsWith("/") && !target.startsWith("//") ? target : "/");
  }
  const view = await loadView(entry, language, request, url, params);
  const messages = getMessages(language);
  const routeTitle = messages.routes[entry.id as keyof typeof messages.routes];
  const { title, description } = titleOf(view, messages);
  const meta: MetaInput = {
    title: title ?? routeTitle ?? entry.id,
    description: description ?? null,
    url: publicUrlOf(url),
    language,
    isIndexable: entry.isPublic && !UNINDEXED_SCREENS.has(entry.screen),
  };
  // A wrong or expired invoice link is a missing page, though it shows its own notice.
  const isMissing =
    entry.screen === "not-found" || (view.kind === "invoice-link" && view.isLinkGiven && !view.opened);
  return data({ entryId: entry.id, view, meta }, { status: isMissing ? 404 : 200 });
}
