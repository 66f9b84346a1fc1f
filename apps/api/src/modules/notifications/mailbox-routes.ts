import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { notFound } from "../../http/not-found";
import type { Storage } from "../../storage/storage";
import { getOutboxMessage, listOutboxMessages } from "./list-outbox-messages";
import { renderMailboxList, renderMailboxMessage } from "./mailbox-page";

type ConstraintStrategy = Parameters<FastifyInstance["addConstraintStrategy"]>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy["storage"]>["get"]>>;

const MAILBOX_LIMIT = 100;
const LOOPBACK_ADDRESS = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded"];

/**
 * Only a client on this machine, talking to the process directly, may read the mailbox. The socket's
 * address cannot be forged, unlike request.ip (trustProxy believes X-Forwarded-For). A reverse proxy
 * on the same machine also connects from loopback, so a request it forwarded is refused too.
 */
function isDirectLocalRequest(request: IncomingMessage): boolean {
  const isLoopback = LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? "");
  return isLoopback && FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

/**
 * A route constraint rather than a check in a hook: for anyone else the mailbox routes do not match
 * at all, so the request goes on to what answers unknown paths (the web app's 404), as if they
 * did not exist.
 */
const directLocalClient: ConstraintStrategy = {
  name: "directLocalClient",
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request: IncomingMessage) => (isDirectLocalRequest(request) ? "yes" : "no"),
  mustMatchWhenDerived: false,
};
const LOCAL_ONLY = { directLocalClient: "yes" };

/** Headers of the mailbox pages: nothing runs, nothing loads from elsewhere, nobody frames them. */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
};

const MessageParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const AttachmentParamsSchema = MessageParamsSchema.extend({ index: z.coerce.number().int().min(0) });
const MessagesQuerySchema = z.object({ to: z.string().max(320).optional() });

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The development mailbox (registered only without SMTP settings): the outbox as pages to read and
 * as JSON for end-to-end tests; only for clients on this machine.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.addConstraintStrategy(directLocalClient);

  app.get("/", { constraints: LOCAL_ONLY, schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers(PAGE_HEADERS)
      .send(renderMailboxList(await listOutboxMessages(db, { limit: MAILBOX_LIMIT }), MAILBOX_LIMIT)),
  );

  app.get(
    "/messages",
    { constraints: LOCAL_ONLY, schema: { hide: true, querystring: MessagesQuerySchema } },
    async (request, reply) => {
      const messages = await listOutboxMessages(db, { to: request.query.to, limit: MAILBOX_LIMIT });
      return reply.header("cache-control", "no-store").send({ data: messages });
    },
  );

  app.get(
    "/:id",
    { constraints: LOCAL_ONLY, schema: { hide: true, params: MessageParamsSchema } },
    async (request, reply) => {
      const message = await getOutboxMessage(db, request.params.id);
      if (!message) return notFound(reply, "No such message");
      return reply.headers(PAGE_HEADERS).send(renderMailboxMessage(message));
    },
  );

  app.get(
    "/:id/attachments/:index",
    { constraints: LOCAL_ONLY, schema: { hide: true, params: AttachmentParamsSchema } },
    async (request, reply) => {
      const message = await getOutboxMessage(db, request.params.id);
      const attachment = message?.attachments[request.params.index];
      const info = attachment && (await storage.stat(attachment.storageKey));
      if (!attachment || !info) return notFound(reply, "No such attachment");
      return reply
        .headers({
          "content-type": attachment.mediaType,
          "content-length": info.size,
          "content-disposition": attachmentDisposition(attachment.fileName),
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        })
        .send(storage.read(attachment.storageKey));
    },
  );
};
