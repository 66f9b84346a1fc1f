import type { Channel } from "@isp/contracts/channels/list-channels";
import type { DeviceItem } from "@isp/contracts/devices/list-device-items";
import type { FaqCategory } from "@isp/contracts/faq/list-public-faq";
import type { NewsContentDetail } from "@isp/contracts/news/get-content";
import type { ListContentsResponse } from "@isp/contracts/news/list-contents";
import type { Page } from "@isp/contracts/pages/get-page";
import type { VacancyDetail } from "@isp/contracts/vacancies/get-vacancy";
import type { PageExtras } from "../../blocks/block-props";
import type { InvoiceLinkView } from "../billing/invoice-link-view";
import type { CoverageView } from "../coverage/coverage-view";
import type { PayMyBillView } from "../pay-my-bill/pay-my-bill-view";
import type { ProductsView } from "../products/products-view";
import type { RegisterStepsView } from "../register-steps/register-steps-view";
import type { SearchView } from "../search/search-view";
import type { SelfCareMessages } from "../self-care/self-care-messages.server";

/** What a screen shows, as its loader found it. */
export type ScreenView =
  | { kind: "page"; page: Page; extras: PageExtras }
  | { kind: "news"; page: Page; extras: PageExtras; news: ListContentsResponse & { page: number } }
  | { kind: "news-card"; item: NewsContentDetail }
  | { kind: "vacancy"; vacancy: VacancyDetail }
  | { kind: "faq"; categories: FaqCategory[] }
  | { kind: "channels"; channels: Channel[]; broadcastLanguage: string | null }
  | { kind: "device"; device: DeviceItem }
  | { kind: "survey" }
  | { kind: "survey-reasons" | "survey-thanks"; recommendScale: number }
  | SearchView
  | CoverageView
  | RegisterStepsView
  | ProductsView
  | InvoiceLinkView
  | PayMyBillView
  /** A self-care screen: its data comes in the browser with the customer's token; here its messages. */
  | { kind: "self-care"; messages: SelfCareMessages }
  | { kind: "none" };
