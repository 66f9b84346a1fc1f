import type { GatewayCheckout } from "@isp/contracts/payments/gateway-checkout";
import type { FastifyInstance } from "fastify";

export type SandboxDecision = "approve" | "decline" | "cancel" | "timeout";

const pathOf = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return `${parsed.pathname}${parsed.search}`;
};

/** Decodes the few entities the sandbox pages write in attribute values. */
const fromHtml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * Does what a payer's browser does with a gateway form in the sandbox: sends the form, reads the
 * gateway's page, makes the tester's decision, and follows iPay88's return post. Gives the final answer
 * (a redirect to the merchant's page, or a sandbox page).
 */
export async function payInSandbox(
  app: FastifyInstance,
  checkout: GatewayCheckout,
  decision: SandboxDecision,
) {
  let page: Awaited<ReturnType<FastifyInstance["inject"]>>;
  if (checkout.method === "GET") {
    page = await app.inject({ url: `${pathOf(checkout.action)}?${new URLSearchParams(checkout.fields)}` });
  } else if (checkout.encoding === "multipart/form-data") {
    const form = new FormData();
    for (const [name, value] of Object.entries(checkout.fields)) form.append(name, value);
    const encoded = new Response(form);
    page = await app.inject({
      method: "POST",
      url: pathOf(checkout.action),
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  } else {
    page = await app.inject({
      method: "POST",
      url: pathOf(checkout.action),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(checkout.fields).toString(),
    });
  }
  const ticket = /name="ticket" value="([^"]+)"/.exec(page.body)?.[1];
  const decideUrl = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !ticket || !decideUrl) {
    throw new Error(`The sandbox refused the checkout (${page.statusCode}): ${page.body.slice(0, 600)}`);
  }
  const decided = await app.inject({
    method: "POST",
    url: fromHtml(decideUrl),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ ticket: fromHtml(ticket), decision }).toString(),
  });
  const returnForm = /<form method="post" action="([^"]+)">(.*?)<button/.exec(decided.body);
  if (!returnForm) return decided;
  const fields = new URLSearchParams();
  for (const [, name = "", value = ""] of returnForm[2]?.matchAll(/name="([^"]+)" value="([^"]*)"/g) ?? []) {
    fields.append(fromHtml(name), fromHtml(value));
  }
  return app.inject({
    method: "POST",
    url: pathOf(fromHtml(returnForm[1] ?? "")),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: fields.toString(),
  });
}
