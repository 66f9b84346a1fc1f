import { GetCaptchaChallengeCall } from "@isp/contracts/captcha/get-challenge";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeCall } from "../../http/call-route";
import type { Captcha } from "./captcha";

const CHALLENGES_PER_MINUTE = 30;

/** admin-api: the challenge the forms' captcha widget solves (spec §4, §7 "a captcha service"). */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (app, { captcha }) => {
  routeCall(
    app,
    GetCaptchaChallengeCall,
    { config: { rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: 60_000 } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.issueChallenge();
    },
  );
};
