import { LANGUAGES, type Language } from "@isp/contracts/languages";
import { useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { DisclosureMenu } from "./disclosure-menu";

/**
 * Plain links to `?culture=xx`: the server saves the choice in the cookie and reloads the page in that
 * language, and the head script mirrors it into browser storage. Works before scripts have loaded.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const hrefFor = (language: Language) => {
    const params = new URLSearchParams(location.search);
    params.set("culture", language);
    return `${location.pathname}?${params.toString()}`;
  };
  const current = i18n.language as Language;
  return (
    <DisclosureMenu
      align="end"
      className="language-switcher"
      buttonLabel={`${t("common.chooseLanguage")}: ${t(`languages.${current}`)}`}
      label={
        <>
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
          </svg>
          <span>{t(`languages.${current}`)}</span>
        </>
      }
    >
      <ul className="disclosure__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefFor(language)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? "true" : undefined}
            >
              {t(`languages.${language}`)}
            </a>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}
