import { createHmac } from "node:crypto";
import { CardGatewaySchema } from "@isp/contracts/payments/payment-orders";
import { z } from "zod";
import { sameSignature } from "../gateways/gateway";

/**
 * A payment a sandbox checked and now shows the tester: carried by the tester's page (or Wing's token)
 * and signed, so the choice that follows is about exactly the payment the merchant asked for.
 */
const SandboxPaymentSchema = z.object({
  gateway: CardGatewaySchema,
  reference: z.string().min(1).max(40),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.string().length(3),
  description: z.string().max(200),
  /** Where the payer's browser goes after approving, and after declining or cancelling. */
  successUrl: z.url(),
  failureUrl: z.url(),
  /** Where the gateway's server-to-server notification goes; none when it is configured at the gateway. */
  callbackUrl: z.url().nullable(),
  /** iPay88: the PaymentId the form named (echoed in its response). */
  paymentId: z.string().max(4).default(""),
});
export type SandboxPayment = z.infer<typeof SandboxPaymentSchema>;

export type SandboxTickets = {
  ticketOf(payment: SandboxPayment): string;
  /** The payment a ticket carries, or null when it was not made by this sandbox. */
  paymentOf(ticket: string): SandboxPayment | null;
};

export function createSandboxTickets(secret: string): SandboxTickets {
  const signatureOf = (body: string) =>
    createHmac("sha256", secret).update(`sandbox-ticket:${body}`).digest("base64url");
  return {
    ticketOf(payment) {
      const body = Buffer.from(JSON.stringify(payment)).toString("base64url");
      return `${body}.${signatureOf(body)}`;
    },
    paymentOf(ticket) {
      const [body = "", signature = ""] = ticket.split(".");
      if (!body || !sameSignature(signature, signatureOf(body))) return null;
      try {
        const parsed = SandboxPaymentSchema.safeParse(JSON.parse(Buffer.from(body, "base64url").toString()));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
