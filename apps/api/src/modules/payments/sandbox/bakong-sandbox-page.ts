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

/** A page of the Bakong sandbox: marked as such on every page, no script, English only. */
export function renderSandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · KHQR sandbox</title><style>${STYLE}</style></head><body><main><p class="banner">SANDBOX: no money moves. This page stands in for a banking app that scans a KHQR.</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
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
