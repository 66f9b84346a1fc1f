import type { FastifyReply } from "fastify";
import { escapeHtml } from "../../notifications/email-layout";

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;font-size:16px;line-height:1.6;color:#1f1f24;background:#fff8e1}
main{max-width:480px;margin:0 auto;padding:16px}
.banner{background:#8a5a00;color:#fff;font-weight:700;padding:8px 12px;border-radius:8px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}
dt{color:#55535c}dd{margin:0;word-break:break-word}
button{font:inherit;padding:10px 20px;border-radius:8px;border:1px solid #55535c;background:#fff;margin:0 8px 8px 0;cursor:pointer}
button.pay{background:#1b5e20;color:#fff;border-color:#1b5e20}
`;

/** Which service a sandbox page stands in for. */
export type SandboxOf = { name: string; standsFor: string };

const BAKONG: SandboxOf = { name: "KHQR", standsFor: "a banking app that scans a KHQR" };

/** A page of a sandbox: marked as such on every page, no script, English only. */
export function renderSandboxPage(title: string, body: string, of: SandboxOf = BAKONG): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)} · ${escapeHtml(of.name)} sandbox</title><style>${STYLE}</style></head><body><main><p class="banner">SANDBOX: no money moves. This page stands in for ${escapeHtml(of.standsFor)}.</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export type KhqrToPay = {
  merchantName: string;
  accountId: string;
  amount: string;
  currency: string;
  billNumber: string;
};

/** The "banking app" screen of a scanned KHQR: what it asks, and pay or decline. */
export function renderPayForm(qr: string, khqr: KhqrToPay): string {
  return renderSandboxPage(
    "Pay this KHQR?",
    `<dl><dt>To</dt><dd>${escapeHtml(khqr.merchantName)} (${escapeHtml(khqr.accountId)})</dd><dt>Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(khqr.amount)} ${escapeHtml(khqr.currency)}</dd><dt>Bill</dt><dd>${escapeHtml(khqr.billNumber)}</dd></dl><form method="post"><input type="hidden" name="qr" value="${escapeHtml(qr)}"><button class="pay" name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button></form>`,
  );
}

/** A gateway's payment page in the sandbox: what it was asked, and the tester's four endings. */
export function renderDecisionPage(
  of: SandboxOf,
  decideUrl: string,
  ticket: string,
  payment: { reference: string; amount: string; currency: string; description: string },
): string {
  const button = (decision: string, label: string, className = "") =>
    `<button${className ? ` class="${className}"` : ""} name="decision" value="${decision}" data-testid="sandbox-${decision}">${label}</button>`;
  return renderSandboxPage(
    `Pay with ${of.name}?`,
    `<dl><dt>Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(payment.amount)} ${escapeHtml(payment.currency)}</dd><dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd><dt>For</dt><dd>${escapeHtml(payment.description)}</dd></dl><form method="post" action="${escapeHtml(decideUrl)}"><input type="hidden" name="ticket" value="${escapeHtml(ticket)}">${button("approve", "Approve", "pay")}${button("decline", "Decline")}${button("cancel", "Cancel")}${button("timeout", "Time out")}</form>`,
    of,
  );
}

/** A gateway's page that sends the payer back with a form post (iPay88's ResponseURL). */
export function renderReturnForm(of: SandboxOf, action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return renderSandboxPage(
    "Payment finished",
    `<form method="post" action="${escapeHtml(action)}">${inputs}<button class="pay" data-testid="sandbox-return">Return to the merchant</button></form>`,
    of,
  );
}

/** A refused request: what the real gateway would have refused, for the developer to fix. */
export function renderProblemsPage(of: SandboxOf, problems: string[]): string {
  return renderSandboxPage(
    "Request refused",
    `<p>The gateway would refuse this request:</p><ul data-testid="sandbox-problems">${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>`,
    of,
  );
}

// Its own style element and nothing else. No form-action: a gateway's page sends the payer back to the
// merchant's address, which may be on another host.
const SANDBOX_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'";

/** Answers a sandbox page: HTML, never kept by a cache. */
export function sendSandboxPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", SANDBOX_PAGE_POLICY)
    .send(html);
}
