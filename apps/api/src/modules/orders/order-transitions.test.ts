import { CancelOrderCall } from "@isp/contracts/orders/cancel-order";
import { ConfirmOrderCall } from "@isp/contracts/orders/confirm-order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccessToken } from "../../test/demo-tokens";
import { callOk, injectCall } from "../../test/inject-call";
import { createTestApp, testDatabaseKinds } from "../../test/test-app";

// Seeded: Sophea's 50022 (an add-on, created) and 50023 (a plan change, confirmed); the business's 50033
// (a new service, created); Dara's 50014 (paid).
describe.each(testDatabaseKinds())("confirming and cancelling orders on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let dara: string;
  let sophea: string;
  let business: string;
  beforeAll(async () => {
    ctx = await createTestApp({ kind });
    [dara, sophea, business] = await Promise.all([
      demoAccessToken(ctx.app, "dara"),
      demoAccessToken(ctx.app, "sophea"),
      demoAccessToken(ctx.app, "business"),
    ]);
  });
  afterAll(() => ctx.close());

  it("confirms a created order once; a second confirmation is refused with a localised reason", async () => {
    const { data } = await callOk(ctx.app, ConfirmOrderCall, { params: { orderId: 50022 }, token: sophea });
    expect(data).toMatchObject({ orderId: 50022, status: "confirmed" });
    const again = await injectCall(ctx.app, ConfirmOrderCall, {
      params: { orderId: 50022 },
      token: sophea,
      language: "km",
    });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("មិនអាចបញ្ជាក់ការបញ្ជាទិញនេះបានទេ");
  });

  it("cancels an order not yet paid, never a paid one or a scheduled plan change", async () => {
    const { data } = await callOk(ctx.app, CancelOrderCall, { params: { orderId: 50033 }, token: business });
    expect(data.status).toBe("cancelled");
    for (const [orderId, token] of [
      [50033, business],
      [50014, dara],
      [50023, sophea],
    ] as const) {
      const refused = await injectCall(ctx.app, CancelOrderCall, {
        params: { orderId },
        token,
        language: "en",
      });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toContain("can no longer be cancelled online");
    }
    const paidStays = await injectCall(ctx.app, ConfirmOrderCall, {
      params: { orderId: 50014 },
      token: dara,
    });
    expect(paidStays.status).toBe(409);
  });

  it("answers 404 for another customer's order and 401 without a token, changing nothing", async () => {
    for (const call of [ConfirmOrderCall, CancelOrderCall]) {
      expect((await injectCall(ctx.app, call, { params: { orderId: 50023 }, token: dara })).status).toBe(404);
      expect((await injectCall(ctx.app, call, { params: { orderId: 99_999 }, token: dara })).status).toBe(
        404,
      );
      expect((await injectCall(ctx.app, call, { params: { orderId: 50023 } })).status).toBe(401);
      expect((await injectCall(ctx.app, call, { params: { orderId: "abc" }, token: dara })).status).toBe(400);
    }
    const stillConfirmed = await injectCall(ctx.app, CancelOrderCall, {
      params: { orderId: 50023 },
      token: sophea,
    });
    expect(stillConfirmed.status).toBe(409);
  });
});
