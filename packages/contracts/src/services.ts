/**
 * URL prefixes of the backend services (spec §7). Calls keep the shape /{service}/api/v1/{resource};
 * anything under these prefixes is API, never a web page.
 */
export const SERVICE_PREFIXES = [
  "admin-api",
  "map-api",
  "media-api",
  "eze24-api",
  "sc-api",
  "catalog-api",
  "bs2-api",
  "pay-api",
  "scag",
  "connect",
  "oauth",
  "identity",
] as const;
export type ServicePrefix = (typeof SERVICE_PREFIXES)[number];

export function servicePath(service: ServicePrefix, resource: string): string {
  return `/${service}/api/v1/${resource.replace(/^\//, "")}`;
}
