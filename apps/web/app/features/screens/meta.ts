import { brand } from "@isp/brand";
import { LANGUAGES, type Language } from "@isp/contracts/languages";
import type { MetaDescriptor } from "react-router";

export type MetaInput = {
  title: string;
  description: string | null;
  url: string;
  language: Language;
  isIndexable: boolean;
};

const OG_LOCALES: Record<Language, string> = { km: "km_KH", en: "en_US", zh: "zh_CN" };

/** Title, description, canonical URL, Open Graph and hreflang alternates (languages via ?culture=). */
export function buildMeta({ title, description, url, language, isIndexable }: MetaInput): MetaDescriptor[] {
  const siteName = brand.name[language];
  const canonical = new URL(url);
  const withCulture = (culture: string) => {
    const alternate = new URL(canonical);
    alternate.searchParams.set("culture", culture);
    return alternate.toString();
  };
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { property: "og:title", content: fullTitle },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical.toString() },
    { property: "og:locale", content: OG_LOCALES[language] },
    { tagName: "link", rel: "canonical", href: canonical.toString() },
    ...LANGUAGES.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate,
      href: withCulture(alternate),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical.toString() },
  ];
  if (description) {
    descriptors.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  if (!isIndexable) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}
