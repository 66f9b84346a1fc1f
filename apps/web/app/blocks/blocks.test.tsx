// @vitest-environment jsdom
import type { Language } from "@isp/contracts/languages";
import { imageSources } from "@isp/contracts/pages/image-variants";
import { WEB_PART_KINDS } from "@isp/contracts/web-parts";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BLOCKS, getBlock, isServerOnly } from "./registry";
import { image, loadBlocks, makeItem, makeWebPart, renderBlock } from "./render-block.test-utils";

beforeAll(loadBlocks);
afterEach(cleanup);

const LANGUAGES: Language[] = ["km", "en", "zh"];

describe("block registry", () => {
  it("has a component for every web part kind of the spec", () => {
    expect(Object.keys(BLOCKS).sort()).toEqual([...WEB_PART_KINDS].sort());
  });
  it("answers null for an unknown kind and says so once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(getBlock("Hologram")).toBeNull();
    expect(getBlock("Hologram")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
  it("keeps product cards as the server rendered them only when every card is a link", () => {
    const tile = makeItem({ showButton: true, subscriptionId: null, actionUrl: "/business/data_center" });
    const cards = (...webPartItems: ReturnType<typeof makeItem>[]) =>
      isServerOnly(makeWebPart("ProductCards", { webPartItems }));
    expect(cards(tile, tile)).toBe(true);
    expect(cards(tile, makeItem({ showButton: true, subscriptionId: 201 }))).toBe(false);
    expect(cards(tile, makeItem({ isShowMore: true, content: "<p>More</p>" }))).toBe(false);
    expect(cards(makeItem({ isShowMore: true, content: null }))).toBe(true);
  });
  it.each(WEB_PART_KINDS)("%s renders with no items and no optional fields, in every language", (kind) => {
    for (const language of LANGUAGES) {
      const { container } = renderBlock(makeWebPart(kind), { language });
      expect(container).toBeTruthy();
      cleanup();
    }
  });
});

describe("Banner", () => {
  const banner = makeWebPart("Banner", {
    webPartItems: [
      makeItem({
        title: "Check coverage",
        showButton: true,
        banner: {
          title: "Fiber for every home",
          description: "Up to 1 Gbps",
          webImage: image("web.svg", "A home with Wi-Fi"),
          mobileImage: { ...image("mobile.svg"), width: 720, height: 900 },
          video: null,
          actionUrl: "/coverage_map",
          webButtonsLayout: "row",
          mobileButtonsLayout: "column",
        },
      }),
    ],
  });
  it("shows its title, text, button and both images switched at 600 px", () => {
    const { container } = renderBlock(banner, { isFirst: true });
    expect(screen.getByRole("heading", { name: "Fiber for every home" })).toBeTruthy();
    expect(screen.getByText("Up to 1 Gbps")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Check coverage" }).getAttribute("href")).toBe("/coverage_map");
    const img = screen.getByRole("img", { name: "A home with Wi-Fi" });
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("width")).toBe("800");
    const source = container.querySelector("source");
    expect(source?.getAttribute("media")).toBe("(max-width: 599px)");
    expect(source?.getAttribute("srcset")).toBe("/files/mobile.svg");
  });
  it("offers raster images as AVIF and WebP at every width, the phone's first", () => {
    const raster = (name: string, width: number, height: number) => ({
      ...image(name),
      width,
      height,
      sources: imageSources(`/files/${name}`, name, width),
    });
    const original = banner.webPartItems[0]?.banner;
    if (!original) throw new Error("fixture has a banner");
    const photo = makeWebPart("Banner", {
      webPartItems: [
        makeItem({
          banner: {
            ...original,
            webImage: raster("web.jpg", 1600, 600),
            mobileImage: raster("mobile.jpg", 720, 900),
          },
        }),
      ],
    });
    const { container } = renderBlock(photo, { isFirst: true });
    const sources = [...container.querySelectorAll("source")].map((source) => ({
      media: source.getAttribute("media"),
      type: source.getAttribute("type"),
      first: source.getAttribute("srcset")?.split(", ")[0],
      sizes: source.getAttribute("sizes"),
    }));
    const phone = "(max-width: 599px)";
    expect(sources).toEqual([
      { media: phone, type: "image/avif", first: "/files/mobile.jpg?w=320&fm=avif 320w", sizes: "100vw" },
      { media: phone, type: "image/webp", first: "/files/mobile.jpg?w=320&fm=webp 320w", sizes: "100vw" },
      { media: phone, type: null, first: "/files/mobile.jpg", sizes: null },
      { media: null, type: "image/avif", first: "/files/web.jpg?w=320&fm=avif 320w", sizes: "100vw" },
      { media: null, type: "image/webp", first: "/files/web.jpg?w=320&fm=webp 320w", sizes: "100vw" },
    ]);
    expect(container.querySelector("source")?.getAttribute("srcset")).not.toContain("960w");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/files/web.jpg");
  });
  it("plays a video instead of the image when it has one", () => {
    const original = banner.webPartItems[0]?.banner;
    if (!original) throw new Error("fixture has a banner");
    const withVideo = makeWebPart("Banner", {
      webPartItems: [makeItem({ banner: { ...original, video: "/v/clip.mp4" } })],
    });
    const { container } = renderBlock(withVideo);
    expect(container.querySelector("video")?.getAttribute("src")).toBe("/v/clip.mp4");
  });
});

describe("BannerSlider", () => {
  const slides = [1, 2, 3].map((id) =>
    makeItem({
      id,
      banner: {
        title: `Slide ${id}`,
        description: null,
        webImage: image(`s${id}.svg`),
        mobileImage: null,
        video: null,
        actionUrl: null,
        webButtonsLayout: null,
        mobileButtonsLayout: null,
      },
    }),
  );
  it.each(LANGUAGES)("labels its controls for screen readers in %s", (language) => {
    renderBlock(makeWebPart("BannerSlider", { webPartItems: slides }), { language });
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole("group")).toHaveLength(1);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(3 + 3);
    for (const button of buttons) expect(button.getAttribute("aria-label")).toMatch(/\S/);
    if (language === "en") expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });
  it("marks the first slide current and hides the others from assistive technology", () => {
    renderBlock(makeWebPart("BannerSlider", { webPartItems: slides }));
    const groups = screen.getAllByRole("group", { hidden: true });
    expect(groups[0]?.getAttribute("aria-hidden")).toBeNull();
    expect(groups[1]?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
  });
});

describe("PlainText", () => {
  it("renders its title and rich text", () => {
    renderBlock(
      makeWebPart("PlainText", {
        title: "Why us",
        anchor: "why",
        webPartItems: [makeItem({ content: "<h3>Local</h3><p>Support in <strong>Khmer</strong></p>" })],
      }),
    );
    expect(screen.getByRole("heading", { name: "Why us" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Local" })).toBeTruthy();
    expect(screen.getByText("Khmer").tagName).toBe("STRONG");
  });
});

describe("FeatureOptions", () => {
  const items = [
    makeItem({ id: 1, title: "Fast", description: "1 Gbps", titleIcon: image("i.svg", "") }),
    makeItem({ id: 2, title: "Local", description: "24/7" }),
  ];
  it("shows icon cards for option type 1", () => {
    const { container } = renderBlock(
      makeWebPart("FeatureOptions", {
        webPartInfo: { optionType: { id: 1, name: "Icons" } },
        webPartItems: items,
      }),
    );
    expect(screen.getByRole("heading", { name: "Fast" })).toBeTruthy();
    expect(container.querySelector(".feature__icon")).toBeTruthy();
    expect(container.querySelector("ul.feature-list")).toBeNull();
  });
  it.each([2, 3])("shows a bullet list for the fixed option type %i", (id) => {
    const { container } = renderBlock(
      makeWebPart("FeatureOptions", {
        webPartInfo: { optionType: { id, name: "List" } },
        webPartItems: items,
      }),
    );
    const list = container.querySelector("ul.feature-list");
    expect(list?.querySelectorAll("li")).toHaveLength(2);
    expect(list?.className).toContain(id === 3 ? "checks" : "bullets");
  });
  it("shows an animation container for an item with a Lottie file", () => {
    const { container } = renderBlock(
      makeWebPart("FeatureOptions", {
        webPartItems: [makeItem({ title: "Signal", lottieUrl: "/a/signal.json" })],
      }),
    );
    expect(container.querySelector(".lottie")).toBeTruthy();
  });
});

describe("ProductPanel", () => {
  it("places each image on the side its item says, full width by default", () => {
    const { container } = renderBlock(
      makeWebPart("ProductPanel", {
        webPartItems: [
          makeItem({
            id: 1,
            title: "Racks",
            image: image("r.svg", "Racks"),
            imageLocationType: { id: "right" },
            content: "<p>Tier III</p>",
            actionUrl: "/business/data_center",
            showButton: true,
          }),
          makeItem({ id: 2, title: "Power" }),
        ],
      }),
    );
    expect(container.querySelector(".panel--image-right")).toBeTruthy();
    expect(container.querySelector(".panel--image-left")).toBeTruthy();
    expect(screen.getByText("Tier III")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Learn more" }).getAttribute("href")).toBe(
      "/business/data_center",
    );
  });
});

describe("ProductCards", () => {
  const plan = makeItem({
    title: "MegaSurf 60",
    subTitle: "60 Mbps",
    description: "<ul><li>Free router</li></ul>",
    priceDescription: "$22 / month",
    recommendedFor: "Families",
    isShowMore: true,
    content: "<p>Installation in 48 hours</p>",
    actionUrl: "/register-steps?productId=202",
    showButton: true,
  });
  it.each(LANGUAGES)("shows price, speed, recommendation, show-more and button in %s", (language) => {
    renderBlock(makeWebPart("ProductCards", { webPartItems: [plan] }), { language });
    expect(screen.getByText("$22 / month")).toBeTruthy();
    expect(screen.getByText("60 Mbps")).toBeTruthy();
    expect(screen.getByText("Families")).toBeTruthy();
    expect(screen.queryByText("Installation in 48 hours")).toBeNull();
    const more = screen.getByRole("button", { expanded: false });
    fireEvent.click(more);
    expect(screen.getByText("Installation in 48 hours")).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/register-steps?productId=202");
  });
  it("orders a card's plan, and leaves a tile summing a product up a link to its page", () => {
    const linked = { showButton: true, productId: 14, productCategoryId: 4 };
    renderBlock(
      makeWebPart("ProductCards", {
        webPartItems: [
          makeItem({ id: 1, title: "DPLC", actionUrl: "/business/enterprise_network/dplc", ...linked }),
          makeItem({
            id: 2,
            title: "Metro 100",
            actionUrl: "/register-steps",
            subscriptionId: 1401,
            ...linked,
          }),
        ],
      }),
    );
    expect(screen.getByRole("link").getAttribute("href")).toBe("/business/enterprise_network/dplc");
    expect(screen.getByRole("button", { name: "Order" })).toBeTruthy();
  });
  it("uses the default column spans when the item gives none", () => {
    const { container } = renderBlock(
      makeWebPart("ProductCards", { webPartItems: [makeItem({ title: "Plain" })] }),
    );
    expect(container.innerHTML).toContain("Plain");
    expect(container.querySelector(".mantine-Grid-col")).toBeTruthy();
  });
});

describe("Promotions", () => {
  it("remembers the chosen offer in a cookie and leads to the register steps", async () => {
    renderBlock(
      makeWebPart("Promotions", {
        webPartItems: [
          makeItem({
            title: "MegaSurf 100 Khmer New Year",
            image: image("p.svg", "Offer"),
            priceDescription: "$25",
            showButton: true,
            productId: 203,
            productCategoryId: 1,
            actionUrl: "/personal/internet",
          }),
        ],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Choose this offer" }));
    // The choice's code loads on the first click.
    expect(await screen.findByTestId("navigated")).toBeTruthy();
    expect(decodeURIComponent(document.cookie)).toContain('"productId":203');
  });
});

describe("PartnerLogos", () => {
  const logos = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      makeItem({ id: i + 1, title: `Partner ${i + 1}`, image: { ...image(`l${i}.svg`), alt: null } }),
    );
  it("stands up to 5 logos in a static row", () => {
    const { container } = renderBlock(makeWebPart("PartnerLogos", { webPartItems: logos(5) }));
    expect(container.querySelector(".partner-logos--static")?.querySelectorAll("img")).toHaveLength(5);
    expect(screen.getByRole("img", { name: "Partner 1" })).toBeTruthy();
  });
  it("scrolls more than 5 logos over 150 s, read once by screen readers", () => {
    const { container } = renderBlock(makeWebPart("PartnerLogos", { webPartItems: logos(7) }));
    const bar = container.querySelector<HTMLElement>(".partner-logos--scrolling");
    expect(bar?.style.getPropertyValue("--logo-scroll-duration")).toBe("150s");
    expect(bar?.querySelectorAll("li")).toHaveLength(14);
    expect(bar?.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(7);
  });
});

describe("CustomerReviews", () => {
  it("shows the quote, the customer and the district", () => {
    renderBlock(
      makeWebPart("CustomerReviews", {
        webPartItems: [
          makeItem({
            customerName: "Sok Dara",
            district: "Sen Sok, Phnom Penh",
            content: "Fast and stable.",
          }),
        ],
      }),
    );
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText("Fast and stable.")).toBeTruthy();
    expect(within(figure).getByText("Sok Dara")).toBeTruthy();
    expect(within(figure).getByText("Sen Sok, Phnom Penh")).toBeTruthy();
  });
});

describe("DevicePromotion", () => {
  it("links each device to its device page", () => {
    renderBlock(
      makeWebPart("DevicePromotion", {
        id: 42,
        webPartItems: [makeItem({ id: 9, title: "Mesh W7", subTitle: "Nimbus", priceDescription: "$39" })],
      }),
    );
    expect(screen.getByRole("link", { name: "Mesh W7" }).getAttribute("href")).toBe(
      "/device/?webPartId=42&deviceId=9",
    );
    expect(screen.getByText("$39")).toBeTruthy();
  });
});

describe("VideoCarousel", () => {
  it("shows each video with its poster, loading nothing until played", () => {
    const { container } = renderBlock(
      makeWebPart("VideoCarousel", {
        webPartItems: [1, 2, 3, 4].map((id) =>
          makeItem({ id, title: `Clip ${id}`, videoUrl: `/v/${id}.mp4`, image: image(`p${id}.svg`) }),
        ),
      }),
    );
    const videos = container.querySelectorAll("video");
    expect(videos).toHaveLength(4);
    expect(videos[0]?.getAttribute("preload")).toBe("none");
    expect(videos[0]?.getAttribute("poster")).toBe("/files/p1.svg");
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });
});

describe("FileDownload", () => {
  it("offers each document with its type", () => {
    renderBlock(
      makeWebPart("FileDownload", {
        webPartItems: [makeItem({ title: "Brochure", description: "2 pages", file: "/docs/brochure.pdf" })],
      }),
    );
    const link = screen.getByRole("link", { name: /Brochure/ });
    expect(link.getAttribute("href")).toBe("/docs/brochure.pdf");
    expect(link.hasAttribute("download")).toBe(true);
    expect(screen.getAllByText(/PDF/).length).toBeGreaterThan(0);
  });
});

describe("LatestNews", () => {
  it("shows the news it is given, linking to each card", () => {
    renderBlock(makeWebPart("LatestNews"), {
      extras: {
        latestNews: [1, 2, 3].map((id) => ({
          id,
          title: `News ${id}`,
          lead: "Lead",
          startDate: "2026-11-15",
          contentImages: [],
        })),
      },
    });
    expect(screen.getByRole("link", { name: "News 1" }).getAttribute("href")).toBe(
      "/about_us/news_and_media_card?contentId=1",
    );
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getAllByText("2026-11-15")).toHaveLength(3);
  });
});

describe("ManagementTeam", () => {
  it("shows photo, name, position and description", () => {
    renderBlock(
      makeWebPart("ManagementTeam", {
        webPartItems: [
          makeItem({
            managementTeamMember: {
              id: 1,
              name: "Sok Vannak",
              positionName: "CEO",
              description: "Leads the company.",
              photo: {
                fileName: "t.jpg",
                url: "/t.jpg",
                sources: [{ type: "image/avif", srcSet: "/t.jpg?w=320&fm=avif 320w" }],
              },
            },
          }),
        ],
      }),
    );
    expect(screen.getByRole("img", { name: "Sok Vannak" })).toBeTruthy();
    expect(screen.getByText("CEO")).toBeTruthy();
    expect(document.querySelector('source[type="image/avif"]')).toBeTruthy();
  });
});

describe("VacancyList", () => {
  it("lists vacancies with pages of 10 and at most 7 page buttons", () => {
    renderBlock(makeWebPart("VacancyList", { anchor: "vacancies" }), {
      extras: {
        vacancies: {
          page: 1,
          totalRows: 95,
          data: [
            {
              id: 3,
              name: "Network engineer",
              location: { name: "Phnom Penh" },
              vacancyCount: 2,
              endDate: "2026-12-31",
            },
          ],
        },
      },
    });
    expect(screen.getByRole("link", { name: "Network engineer" }).getAttribute("href")).toBe(
      "/about_us/vacancy?id=3",
    );
    expect(screen.getByText("2 positions")).toBeTruthy();
    const pages = within(screen.getByRole("navigation")).getAllByRole("link", { name: /^Page/ });
    expect(pages).toHaveLength(7);
    expect(pages[0]?.getAttribute("aria-current")).toBe("page");
  });
  it("says so when there is no vacancy", () => {
    renderBlock(makeWebPart("VacancyList"), { extras: { vacancies: { page: 1, totalRows: 0, data: [] } } });
    expect(screen.getByText(/no open positions/)).toBeTruthy();
  });
});

describe("ContactForm", () => {
  it.each(LANGUAGES)("renders the enquiry form beside the contact channels in %s", (language) => {
    const enquirySubjects = [
      { id: 1, name: "General enquiry" },
      { id: 3, name: "Technical support" },
    ];
    renderBlock(makeWebPart("ContactForm", { title: "Talk to sales", anchor: "contact" }), {
      language,
      extras: { enquirySubjects },
    });
    expect(screen.getByRole("heading", { name: "Talk to sales" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "023 888 168" }).getAttribute("href")).toBe("tel:+85523888168");
    const subject = screen.getByRole("combobox") as HTMLSelectElement;
    expect([...subject.options].map((option) => option.text)).toEqual([
      "General enquiry",
      "Technical support",
    ]);
    expect(subject.value).toBe("1");
    expect(screen.getAllByRole("textbox").length).toBe(6);
  });
});
