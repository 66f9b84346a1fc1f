import { brand } from "@isp/brand";
import logoUrl from "@isp/brand/logo.svg?url";
import type { Language } from "@isp/contracts/languages";
import { Burger, Button, Drawer, Group, Menu, NavLink, Stack, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "./language-switcher";
import { NAV_MENUS } from "./navigation";

export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const brandName = brand.name[i18n.language as Language];
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${brandName} — ${t("common.home")}`}>
          <img src={logoUrl} alt="" width={36} height={36} />
          <span>{brandName}</span>
        </Link>
        <nav aria-label={t("common.mainNavigation")} className="site-header__nav">
          {NAV_MENUS.map((menu) => (
            <Menu
              key={menu.id}
              trigger="click-hover"
              openDelay={80}
              closeDelay={150}
              position="bottom-start"
              withinPortal
            >
              <Menu.Target>
                <UnstyledButton className="site-header__menu-button">{t(menu.labelKey)} ▾</UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown className="site-header__dropdown">
                <Menu.Item component={Link} to={menu.href}>
                  {t(menu.labelKey)}
                </Menu.Item>
                {menu.groups.map((group) => (
                  <div key={group.labelKey}>
                    <Menu.Label>{t(group.labelKey)}</Menu.Label>
                    {group.entries.map((entry) => (
                      <Menu.Item key={entry.id} component={Link} to={entry.path}>
                        {t(`routes.${entry.id}`)}
                      </Menu.Item>
                    ))}
                  </div>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
        </nav>
        <Group gap="xs" className="site-header__actions" wrap="nowrap">
          <LanguageSwitcher />
          <Button component={Link} to="/pay_my_bill" variant="light" size="sm" visibleFrom="sm">
            {t("common.payMyBill")}
          </Button>
          <Button component={Link} to="/login" size="sm" visibleFrom="xs">
            {t("common.signIn")}
          </Button>
          <Burger
            opened={isDrawerOpen}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={isDrawerOpen ? t("common.closeMenu") : t("common.openMenu")}
          />
        </Group>
      </div>
      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        title={t("common.menu")}
        position="right"
        size="xs"
      >
        <Stack gap={0} component="nav" aria-label={t("common.mainNavigation")}>
          {NAV_MENUS.map((menu) => (
            <NavLink key={menu.id} component="button" label={t(menu.labelKey)} childrenOffset="sm">
              <NavLink component={Link} to={menu.href} label={t(menu.labelKey)} onClick={drawer.close} />
              {menu.groups.flatMap((group) =>
                group.entries.map((entry) => (
                  <NavLink
                    key={entry.id}
                    component={Link}
                    to={entry.path}
                    label={t(`routes.${entry.id}`)}
                    onClick={drawer.close}
                  />
                )),
              )}
            </NavLink>
          ))}
          <NavLink component={Link} to="/pay_my_bill" label={t("common.payMyBill")} onClick={drawer.close} />
          <NavLink component={Link} to="/login" label={t("common.signIn")} onClick={drawer.close} />
        </Stack>
      </Drawer>
    </header>
  );
}
