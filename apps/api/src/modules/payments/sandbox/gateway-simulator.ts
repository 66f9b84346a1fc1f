import type { ApiTransport } from "@isp/contracts/http/api-transport";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client";
import type { effectiveGatewaySettings } from "../gateways/gateway-settings";
import type { SandboxRecord } from "./sandbox-ledger";
import type { SandboxNotification } from "./sandbox-notifications";
import type { SandboxOf } from "./sandbox-page";
import type { SandboxPayment, SandboxTickets } from "./sandbox-tickets";

/** What every gateway simulator works with. */
export type SandboxContext = {
  db: Database;
  tickets: SandboxTickets;
  inProcess: ApiTransport;
  siteOrigin: string;
  settings: ReturnType<typeof effectiveGatewaySettings>;
};

/** One gateway played in this process: its own endpoints, and what it does once the tester decided. */
export type GatewaySimulator = {
  of: SandboxOf;
  /** The gateway's endpoints (where a payment starts, its status check), under `/sandbox/{gateway}`. */
  register(app: FastifyInstance, context: SandboxContext): void;
  /** The server-to-server notification the gateway sends for a decision; null when it sends none. */
  notificationOf(
    payment: SandboxPayment,
    record: SandboxRecord,
    context: SandboxContext,
  ): SandboxNotification | null;
  /** How the payer is sent back: a redirect, or (iPay88) a form post with these fields. */
  returnOf(
    payment: SandboxPayment,
    record: SandboxRecord,
    context: SandboxContext,
  ): { url: string; fields?: Record<string, string> };
};

/** Hidden from the OpenAPI document: a stand-in for others' services, not the portal's API. */
export const SANDBOX_ROUTE = { schema: { hide: true }, bodyLimit: 16_384 } as const;
