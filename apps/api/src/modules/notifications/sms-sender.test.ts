import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "./mail-sender";
import { createSmsSender } from "./sms-sender";

const text = (to: string, body: string) =>
  ({ channel: "sms", toAddress: to, textBody: body }) as OutboxMessage;

describe("the SMS gateway", () => {
  let server: Server;
  let url: string;
  const received: { authorization?: string; body: unknown }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.statusCode = request.url === "/down" ? 503 : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts each text as JSON with the gateway's token", async () => {
    await createSmsSender({ gatewayUrl: `${url}/send`, gatewayToken: "t0ken" }).send(
      text("+85512345678", "Code 123456"),
    );
    expect(received.at(-1)).toEqual({
      authorization: "Bearer t0ken",
      body: { to: "+85512345678", text: "Code 123456" },
    });
  });

  it("fails the attempt when the gateway refuses, so the outbox retries it", async () => {
    await expect(
      createSmsSender({ gatewayUrl: `${url}/down` }).send(text("+85512345678", "x")),
    ).rejects.toThrow(/503/);
  });
});
