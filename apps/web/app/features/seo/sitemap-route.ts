import { LANGUAGES } from "@isp/contracts/languages";
import type { LoaderFunctionArgs } from "react-router";
import { publicUrlOf } from "../../site-url.server";
import { fetchVacancies } from "../careers/vacancies-api";
import { fetchNews } from "../news/news-api";
import { staticSitemapPaths } from "./sitemap-entries";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** All vacancies (they are few) page by page, as detail paths. */
async function vacancyPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const { data, totalRows } = await fetchVacancies("km", page);
    paths.push(...data.map((vacancy) => `/about_us/vacancy?id=${vacancy.id}`));
    if (paths.length >= totalRows || data.length === 0) break;
  }
  return paths;
}

async function newsPaths(): Promise<string[]> {
  const { data } = await fetchNews("km", { limit: 100, offset: 0 });
  return data.map((content) => `/about_us/news_and_media_card?contentId=${content.id}`);
}

/** /sitemap.xml: every public page, vacancy and news item, with its language alternates. */
export async function loader({ url }: LoaderFunctionArgs) {
  const base = publicUrlOf(new URL("/", url)).replace(/\/$/, "");
  const paths = [...staticSitemapPaths(), ...(await vacancyPaths()), ...(await newsPaths())];
  const urls = paths.map((path) => {
    const location = `${base}${path}`;
    const separator = path.includes("?") ? "&" : "?";
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${location}${separator}culture=${language}`)}"/>`,
    ).join("");
    return `<url><loc>${escapeXml(location)}</loc>${alternates}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
