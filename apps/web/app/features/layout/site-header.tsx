import { brand } from "@isp/brand";
import logoUrl from "@isp/brand/logo.svg?url";
import type { Language } from "@isp/contracts/languages";
import { Box, Burger, Button, Group } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useIsSignedIn } from "../../auth/auth-session";
import { ServerHtml } from "../../components/server-html";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";
import { DisclosureMenu } from "./disclosure-menu";
import { LanguageSwitcher } from "./language-switcher";
import { NAV_MENUS, type NavMenu } from "./navigation";

const MobileMenu = lazy(() => import("./mobile-menu"));
// With the API client that asks for the customer's name: only pages of a signed-in customer load it.
const AccountMenu = lazy(() => import("./account-menu"));

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const isSignedIn = useIsSignedIn();
  const brandName = brand.name[i18n.language as Language];
  const toggleDrawer = () => {
    setHasOpenedDrawer(true);
    setIsDrawerOpen((value) => !value);
  };
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${brandName} — ${t("common.home")}`}>
          <img src={logoUrl} alt="" width={36} height={36} />
          <span>{brandName}</span>
        </Link>
        <nav aria-label={t("common.mainNavigation")} className="site-header__nav">
          {NAV_MENUS.map((menu) => (
            <DisclosureMenu key={menu.id} label={t(menu.labelKey)}>
              {/* Links only, the most of the header: kept as the server's HTML while it hydrates. */}
              <ServerHtml as="div" className="site-header__groups">
                <MenuLinks menu={menu} />
              </ServerHtml>
            </DisclosureMenu>
          ))}
        </nav>
        <Group gap="xs" className="site-header__actions" wrap="nowrap">
          <Link
            to={getRouteEntry("search").path}
            className="site-header__search"
            aria-label={t("search.open")}
          >
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            >
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5 21 21" />
            </svg>
          </Link>
          <LanguageSwitcher />
          <Button component={Link} to="/pay_my_bill" variant="light" size="sm" visibleFrom="sm">
            {t("common.payMyBill")}
          </Button>
          {isSignedIn ? (
            <Box visibleFrom="xs">
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            </Box>
          ) : (
            <Button component={Link} to={getRouteEntry("login").path} size="sm" visibleFrom="xs">
              {t("common.signIn")}
            </Button>
          )}
          <Burger
            opened={isDrawerOpen}
            onClick={toggleDrawer}
            hiddenFrom="md"
            aria-label={isDrawerOpen ? t("common.closeMenu") : t("common.openMenu")}
          />
        </Group>
      </div>
      {hasOpenedDrawer ? (
        <Suspense fallback={null}>
          <MobileMenu isOpen={isDrawerOpen} isSignedIn={isSignedIn} onClose={() => setIsDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

/** A menu's links, a component of its own: while ServerHtml keeps the server's HTML, none of them is built. */
function MenuLinks({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation();
  return menu.groups.map((group) => (
    <section key={group.labelKey} aria-label={t(group.labelKey)}>
      <p className="disclosure__group-label" aria-hidden="true">
        {t(group.labelKey)}
      </p>
      <ul className="disclosure__list">
        {group === menu.groups[0] ? (
          <li>
            <Link to={menu.href}>{t(menu.labelKey)}</Link>
          </li>
        ) : null}
        {group.entries.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.path}>{t(`routes.${entry.id}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
