import { GetProfileCall } from "@isp/contracts/selfcare/get-profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { routeCall } from "../../http/call-route";
import type { AccessTokenVerifier } from "../identity/access-tokens";
import { describeAccount } from "../identity/describe-account";
import { requireSignedIn } from "../identity/require-signed-in";
import { findCustomer } from "./customers";

export type SelfcareModuleOptions = { db: Database; verifyAccessToken: AccessTokenVerifier };

/** sc-api: the signed-in customer's own data. Every call needs a bearer token. */
export const selfcareRoutes: FastifyPluginAsyncZod<SelfcareModuleOptions> = async (
  app,
  { db, verifyAccessToken },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  routeCall(app, GetProfileCall, {}, async (request, reply) => {
    const caller = await requireSignedIn(verifyAccessToken, request, reply);
    if (!caller) return reply;
    const account = await describeAccount(db, caller.sub);
    // The token's customer id is the one linked when it was issued; a link made since is read here.
    const customerId = account?.customerId ?? caller.customerId;
    const customer = customerId ? await findCustomer(db, customerId) : undefined;
    return {
      data: {
        accountId: caller.sub,
        name: account?.name ?? caller.name ?? "",
        email: account?.email ?? caller.email ?? null,
        phone: account?.phone ?? null,
        customer: customer
          ? {
              customerId: customer.id,
              customerType: customer.customerType,
              name: customer.name,
              phone: customer.phone,
              email: customer.email,
            }
          : null,
      },
    };
  });
};
