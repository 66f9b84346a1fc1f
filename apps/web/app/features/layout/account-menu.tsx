import type { Language } from "@isp/contracts/languages";
import { Link } from "react-router";
import { startSignOut } from "../../auth/auth-session";
import { useCurrentProfile } from "../../auth/current-profile";
import { useTranslation } from "../../i18n/use-translation";
import { DisclosureMenu } from "./disclosure-menu";
import { SELF_CARE_LINKS } from "./navigation";

/**
 * The signed-in customer's menu in the header: their name (from their profile), the self-care pages
 * and sign-out. Loaded only when a session is stored, with the API client it needs for the name.
 */
export default function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { profile } = useCurrentProfile(i18n.language as Language);
  const name = profile ? (profile.customer?.name ?? profile.name) : t("auth.account");
  return (
    <DisclosureMenu
      align="end"
      className="account-menu"
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
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
          </svg>
          <span data-testid="account-name">{name}</span>
        </>
      }
    >
      <ul className="disclosure__list">
        {SELF_CARE_LINKS.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.path}>{t(`routes.${entry.id}`)}</Link>
          </li>
        ))}
        <li>
          <button type="button" className="disclosure__action" onClick={() => void startSignOut()}>
            {t("auth.signOut")}
          </button>
        </li>
      </ul>
    </DisclosureMenu>
  );
}
