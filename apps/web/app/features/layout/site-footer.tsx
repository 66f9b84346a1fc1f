import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import { Link } from "react-router";
import { ServerHtml } from "../../components/server-html";
import { useTranslation } from "../../i18n/use-translation";
import { FOOTER_LINKS, NAV_MENUS } from "./navigation";

/** Links and contact details only: a server page keeps its HTML (components/server-html.tsx). */
export function SiteFooter() {
  return (
    <ServerHtml as="footer" className="site-footer">
      <FooterContent />
    </ServerHtml>
  );
}

/** A component of its own: while ServerHtml keeps the server's HTML, none of its elements is built. */
function FooterContent() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <>
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contactUs")}</h2>
          <p className="site-footer__hotline">
            <span>{t("footer.hotline")}</span>
            <a href={`tel:${brand.hotline.tel}`}>{brand.hotline.display}</a>
            <small>{t("footer.callUs")}</small>
          </p>
          <p>
            {t("footer.email")}: <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p>
            {t("footer.address")}: {brand.address[language]}
          </p>
        </section>
        {NAV_MENUS.map((menu) => (
          <section key={menu.id} aria-labelledby={`footer-${menu.id}`}>
            <h2 id={`footer-${menu.id}`}>{t(menu.labelKey)}</h2>
            <ul>
              {menu.groups[0]?.entries.slice(0, 6).map((entry) => (
                <li key={entry.id}>
                  <Link to={entry.path}>{t(`routes.${entry.id}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.quickLinks")}</h2>
          <ul>
            {FOOTER_LINKS.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.path}>{t(`routes.${entry.id}`)}</Link>
              </li>
            ))}
          </ul>
          <h2>{t("footer.followUs")}</h2>
          <ul className="site-footer__social">
            <li>
              <a href={brand.social.facebook} rel="noopener">
                Facebook
              </a>
            </li>
            <li>
              <a href={brand.social.telegram} rel="noopener">
                Telegram
              </a>
            </li>
            <li>
              <a href={brand.social.youtube} rel="noopener">
                YouTube
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        {t("footer.copyright", { year: new Date().getFullYear(), name: brand.legalName })}
      </p>
    </>
  );
}
