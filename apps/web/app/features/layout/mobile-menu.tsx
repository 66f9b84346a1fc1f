import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/NavLink.css";
import { Drawer, NavLink, Stack } from "@mantine/core";
import { Link } from "react-router";
import { startSignOut } from "../../auth/auth-session";
import { useTranslation } from "../../i18n/use-translation";
import { getRouteEntry } from "../../route-table";
import { NAV_MENUS, SELF_CARE_LINKS } from "./navigation";

/** The phone menu; loaded only when the burger is first pressed. */
export default function MobileMenu({
  isOpen,
  isSignedIn,
  onClose,
}: {
  isOpen: boolean;
  isSignedIn: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer opened={isOpen} onClose={onClose} title={t("common.menu")} position="right" size="xs">
      <Stack gap={0} component="nav" aria-label={t("common.mainNavigation")}>
        {NAV_MENUS.map((menu) => (
          <NavLink key={menu.id} component="button" label={t(menu.labelKey)} childrenOffset="sm">
            <NavLink component={Link} to={menu.href} label={t(menu.labelKey)} onClick={onClose} />
            {menu.groups.flatMap((group) =>
              group.entries.map((entry) => (
                <NavLink
                  key={entry.id}
                  component={Link}
                  to={entry.path}
                  label={t(`routes.${entry.id}`)}
                  onClick={onClose}
                />
              )),
            )}
          </NavLink>
        ))}
        <NavLink component={Link} to="/pay_my_bill" label={t("common.payMyBill")} onClick={onClose} />
        {isSignedIn ? (
          <NavLink component="button" label={t("auth.account")} childrenOffset="sm" defaultOpened>
            {SELF_CARE_LINKS.map((entry) => (
              <NavLink
                key={entry.id}
                component={Link}
                to={entry.path}
                label={t(`routes.${entry.id}`)}
                onClick={onClose}
              />
            ))}
            <NavLink component="button" label={t("auth.signOut")} onClick={() => void startSignOut()} />
          </NavLink>
        ) : (
          <NavLink
            component={Link}
            to={getRouteEntry("login").path}
            label={t("common.signIn")}
            onClick={onClose}
          />
        )}
      </Stack>
    </Drawer>
  );
}
