import "./jsdom-polyfills";
import type { Language } from "@isp/contracts/languages";
import type { WebPart, WebPartItem } from "@isp/contracts/pages/get-page";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { createI18n, type Messages } from "../i18n/i18n";
import en from "../i18n/locales/en.json";
import km from "../i18n/locales/km.json";
import zh from "../i18n/locales/zh.json";
import { I18nProvider } from "../i18n/use-translation";
import { theme } from "../theme";
import type { PageExtras } from "./block-props";
import { isLazyBlock } from "./lazy-block";
import { BLOCKS, getBlock } from "./registry";

const MESSAGES = { en, km, zh } as unknown as Record<Language, Messages>;

/** An item with every field empty; tests fill in what they show. */
export function makeItem(overrides: Partial<WebPartItem> = {}): WebPartItem {
  return {
    id: 1,
    title: null,
    subTitle: null,
    description: null,
    content: null,
    image: null,
    titleIcon: null,
    videoUrl: null,
    lottieUrl: null,
    lottieFile: null,
    actionUrl: null,
    showButton: false,
    url: null,
    file: null,
    customerName: null,
    district: null,
    recommendedFor: null,
    priceDescription: null,
    rowGroup: null,
    columnGroup: null,
    mobileLayoutColumnCnt: null,
    smallLayoutColumnCnt: null,
    mediumLayoutColumnCnt: null,
    webLayoutColumnCnt: null,
    justifyContent: null,
    imageLocationType: null,
    isShowMore: false,
    productId: null,
    subscriptionId: null,
    productCategoryId: null,
    isAddon: false,
    banner: null,
    managementTeamMember: null,
    ...overrides,
  };
}

export function makeWebPart(type: string, overrides: Partial<WebPart> = {}): WebPart {
  return {
    id: 7,
    anchor: null,
    webPartType: { name: type },
    title: null,
    description: null,
    backgroundColor: null,
    backgroundGradient: null,
    textColor: null,
    actionUrl: null,
    actionUrlName: null,
    webPartInfo: { optionType: null },
    webPartItems: [],
    ...overrides,
  };
}

export function image(name: string, alt = `${name} picture`) {
  return { url: `/files/${name}`, alt, title: null, width: 800, height: 600, sources: [] };
}

/** Loads the lazily loaded blocks, so that renderBlock renders them at once (call it in beforeAll). */
export async function loadBlocks() {
  for (const block of Object.values(BLOCKS)) {
    if (isLazyBlock(block)) await block.load();
  }
}

/** Renders one block as a page would: theme, translations in a language, and a router around it. */
export function renderBlock(
  webPart: WebPart,
  {
    language = "en",
    extras = {},
    isFirst = false,
  }: { language?: Language; extras?: PageExtras; isFirst?: boolean } = {},
) {
  const Block = getBlock(webPart.webPartType.name);
  if (!Block) throw new Error(`No block for ${webPart.webPartType.name}`);
  const i18n = createI18n(language, MESSAGES[language]);
  const Stub = createRoutesStub([
    {
      path: "/",
      // biome-ignore lint/correctness/noComponentHookFactories: a per-test route stub around the block
      Component: () => (
        <MantineProvider theme={theme}>
          <I18nProvider i18n={i18n}>
            <Block webPart={webPart} isFirst={isFirst} extras={extras} />
          </I18nProvider>
        </MantineProvider>
      ),
    },
    // biome-ignore lint/correctness/noComponentHookFactories: a per-test route stub for where the block leads
    { path: "*", Component: () => <p data-testid="navigated">{window.location.pathname}</p> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}
