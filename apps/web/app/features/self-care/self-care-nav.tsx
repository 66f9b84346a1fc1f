import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/NavLink.css";
import { NavLink, ScrollArea } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { SELF_CARE_LINKS } from "../layout/navigation";

/** The menu entry of a path: the one with the longest path it starts with (/profile/data is not /profile). */
export function activeLinkOf(pathname: string): string | undefined {
  const matching = SELF_CARE_LINKS.filter(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return matching.sort((a, b) => b.path.length - a.path.length)[0]?.id;
}

/** The self-care menu: a column beside the screen on wide screens, a scrolling row on a phone. */
export function SelfCareNav() {
  const { t } = useTranslation();
  const { t: tSelfCare } = useTranslation("selfCare", { keyPrefix: "shell" });
  const { pathname } = useLocation();
  const activeId = activeLinkOf(pathname);
  return (
    <nav aria-label={tSelfCare("menuLabel")} className="self-care-nav">
      <ScrollArea type="never" offsetScrollbars={false}>
        <div className="self-care-nav-list">
          {SELF_CARE_LINKS.map(({ id, path }) => {
            const isActive = id === activeId;
            return (
              <NavLink
                key={id}
                component={Link}
                to={path}
                label={t(`routes.${id}`)}
                active={isActive}
                aria-current={isActive ? "page" : undefined}
                variant="light"
              />
            );
          })}
        </div>
      </ScrollArea>
    </nav>
  );
}
