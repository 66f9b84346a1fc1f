import { type RouteConfig, route } from "@react-router/dev/routes";
import { listRoutePaths } from "./route-table";

// Every path and alias of spec §2, each served by its section's module (one lazily loaded chunk per
// section). Aliases get their own route ids so the router can reuse the module.
export default [
  ...listRoutePaths().map(({ path, entry, isAlias }) =>
    route(path, `sections/${entry.section}.tsx`, { id: isAlias ? `${entry.id}@${path}` : entry.id }),
  ),
  route("sitemap.xml", "features/seo/sitemap-route.ts", { id: "sitemap" }),
  route("robots.txt", "features/seo/robots-route.ts", { id: "robots" }),
  route("*", "features/system/unknown-path.tsx", { id: "unknownPath" }),
] satisfies RouteConfig;
