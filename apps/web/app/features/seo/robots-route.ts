import type { LoaderFunctionArgs } from "react-router";
import { publicUrlOf } from "../../site-url.server";

/** /robots.txt: everything public may be crawled except the signed-in area and the API; the sitemap is named. */
export function loader({ url }: LoaderFunctionArgs) {
  const base = publicUrlOf(new URL("/", url)).replace(/\/$/, "");
  const privatePaths = [
    "/profile",
    "/my_eze",
    "/myeze",
    "/my_orders",
    "/tickets",
    "/payment_invoice",
    "/payment_history",
    "/upgrade",
    "/oidc-callback",
  ];
  const apis = [
    "/admin-api/",
    "/map-api/",
    "/media-api/",
    "/sc-api/",
    "/catalog-api/",
    "/bs2-api/",
    "/pay-api/",
    "/scag/",
    "/eze24-api/",
  ];
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    // Images and documents under the content API stay crawlable; its JSON calls do not.
    "Allow: /admin-api/api/v1/filestorage/",
    "Allow: /media-api/api/v1/contents/",
    ...apis.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
