import { brand } from "@isp/brand";
import logoUrl from "@isp/brand/logo.svg?url";
import { StructuredData } from "../../components/structured-data";

/** schema.org Organization of the provider, on every page, for search engines. */
export function OrganizationData() {
  return (
    <StructuredData
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: brand.legalName,
        alternateName: [brand.name.en, brand.name.km],
        logo: logoUrl,
        email: brand.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: brand.address.en,
          addressLocality: "Phnom Penh",
          addressCountry: "KH",
        },
        contactPoint: [
          {
            "@type": "ContactPoint",
            telephone: brand.hotline.tel,
            contactType: "customer service",
            hoursAvailable: "Mo-Su 00:00-23:59",
            availableLanguage: ["km", "en", "zh"],
          },
        ],
        sameAs: Object.values(brand.social),
      }}
    />
  );
}
