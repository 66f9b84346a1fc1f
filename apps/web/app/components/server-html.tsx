import { createElement, type HTMLAttributes, type MouseEvent, type ReactNode, useState } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import { isHydratingServerPage } from "./hydrate-later";

type ServerHtmlProps = HTMLAttributes<HTMLElement> & {
  as: "section" | "footer" | "div";
  children: ReactNode;
};

/**
 * A part with nothing for the browser to do (text, pictures, links): on a page the server rendered, it
 * keeps the server's HTML and is never hydrated, so its code is neither run nor, for a lazily loaded
 * block, downloaded. Hydrating such parts was most of the main thread's work on a slow phone. Its app
 * links still navigate within the app. Once the address changes (another page, or another page of a
 * list), or when a client-side navigation brings it, it renders as any component.
 */
export function ServerHtml({ as, children, ...attributes }: ServerHtmlProps) {
  // Content follows the path and the query (a list's page); not the fragment, which only scrolls.
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const navigate = useNavigate();
  const [keptAt] = useState(() => (isHydratingServerPage() ? address : null));
  if (keptAt !== address) return createElement(as, attributes, children);
  // Preact neither diffs dangerouslySetInnerHTML while hydrating nor later while "" stays "": the
  // server's children stay as they are.
  return createElement(as, {
    ...attributes,
    onClick: followAppLinks(navigate),
    dangerouslySetInnerHTML: { __html: "" },
  });
}

/**
 * What React Router's <Link> does on a click, for the links of kept HTML: those it rendered carry
 * `data-discover`. Clicks with a modifier, or on links to another window, stay the browser's.
 */
function followAppLinks(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest("a[data-discover]");
    if (!(link instanceof HTMLAnchorElement) || (link.target !== "" && link.target !== "_self")) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}
