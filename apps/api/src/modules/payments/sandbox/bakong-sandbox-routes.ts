import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { acceptUrlEncodedForms } from "../../../http/form-bodies";
import { readKhqr } from "../khqr";
import { sandboxKhqrTransactions } from "../tables";
import { renderPayForm, renderSandboxPage, sendSandboxPage } from "./sandbox-page";

/** The bearer token the sandbox expects, as NBC's API expects a developer token. */
export const SANDBOX_BAKONG_TOKEN = "sandbox-bakong-token";
/** Where the Bakong sandbox answers: its pay page and its Open API. */
export const BAKONG_SANDBOX_PREFIX = "/sandbox/khqr";

const QrFormSchema = z.object({
  qr: z.string().min(20).max(600),
  action: z.enum(["pay", "decline"]).optional(),
});
const Md5BodySchema = z.object({ md5: z.string().regex(/^[0-9a-f]{32}$/) });

/** A QR's expiry (tag 99 sub 01, ms), when it has one. */
function expiryOf(qr: string): number | null {
  const match = /99\d{2}0013\d{13}0113(\d{13})/.exec(qr);
  return match ? Number(match[1]) : null;
}

/**
 * A stand-in for NBC's Bakong, under `/sandbox/khqr` when no Bakong settings are given: a page that
 * "scans" a KHQR (its string in `?qr=`) and pays or declines it, and the Open API's
 * `check_transaction_by_md5`, which answers as Bakong does (code 1 until paid, 401 for a bad token).
 */
export const bakongSandboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  acceptUrlEncodedForms(app);

  // A stand-in for others' services, not the portal's API: kept out of its OpenAPI document.
  const hidden = { schema: { hide: true } };

  app.get("/pay", hidden, async (request, reply) => {
    const form = QrFormSchema.safeParse(request.query);
    const khqr = form.success ? readKhqr(form.data.qr) : null;
    if (!form.success || !khqr) {
      return sendSandboxPage(reply, renderSandboxPage("Not a KHQR", "<p>This code cannot be read.</p>"), 400);
    }
    const expiry = expiryOf(form.data.qr);
    if (expiry !== null && expiry < Date.now()) {
      return sendSandboxPage(reply, renderSandboxPage("Expired", "<p>This KHQR has expired.</p>"), 400);
    }
    return sendSandboxPage(reply, renderPayForm(form.data.qr, khqr));
  });

  app.post("/pay", { ...hidden, bodyLimit: 4096 }, async (request, reply) => {
    const form = QrFormSchema.safeParse(request.body);
    const khqr = form.success ? readKhqr(form.data.qr) : null;
    if (!form.success || !khqr) {
      return sendSandboxPage(reply, renderSandboxPage("Not a KHQR", "<p>This code cannot be read.</p>"), 400);
    }
    if (form.data.action !== "pay") {
      return sendSandboxPage(
        reply,
        renderSandboxPage("Declined", "<p>Nothing was paid. Go back to the merchant's page.</p>"),
      );
    }
    await db
      .insert(sandboxKhqrTransactions)
      .values({
        md5: createHash("md5").update(form.data.qr).digest("hex"),
        hash: randomBytes(32).toString("hex"),
        fromAccountId: "sandbox_payer@devb",
        toAccountId: khqr.accountId,
        currency: khqr.currency,
        amount: khqr.amount,
        description: khqr.billNumber,
      })
      .onConflictDoNothing();
    return sendSandboxPage(
      reply,
      renderSandboxPage(
        "Paid",
        `<p data-testid="sandbox-paid">Paid ${khqr.amount} ${khqr.currency}. Go back to the merchant's page: it sees the payment within seconds.</p>`,
      ),
    );
  });

  app.post("/v1/check_transaction_by_md5", { ...hidden, bodyLimit: 1024 }, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${SANDBOX_BAKONG_TOKEN}`) {
      return reply
        .code(401)
        .send({ responseCode: 1, responseMessage: "Unauthorized", errorCode: 6, data: null });
    }
    const body = Md5BodySchema.safeParse(request.body);
    if (!body.success) {
      return reply
        .code(400)
        .send({ responseCode: 1, responseMessage: "Missing fields", errorCode: 5, data: null });
    }
    const [paid] = await db
      .select()
      .from(sandboxKhqrTransactions)
      .where(eq(sandboxKhqrTransactions.md5, body.data.md5));
    if (!paid) {
      return { responseCode: 1, responseMessage: "Transaction could not be found", errorCode: 1, data: null };
    }
    return {
      responseCode: 0,
      responseMessage: "Success",
      errorCode: null,
      data: {
        hash: paid.hash,
        fromAccountId: paid.fromAccountId,
        toAccountId: paid.toAccountId,
        currency: paid.currency,
        amount: Number(paid.amount),
        description: paid.description,
        createdDateMs: paid.createdAt.getTime(),
        acknowledgedDateMs: paid.createdAt.getTime(),
      },
    };
  });
};
