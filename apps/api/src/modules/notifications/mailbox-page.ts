import { brand } from "@isp/brand";
import { escapeHtml, SYSTEM_FONT_STACK } from "./email-layout";
import type { OutboxMessage } from "./mail-sender";

/**
 * The development mailbox, server-rendered for developers and testers: English only, no script.
 * Message bodies show in a sandboxed frame (no scripts, no forms, an origin of their own).
 */

const PRIMARY = brand.primaryShades[brand.primaryShade];

const STYLE = `
body{margin:0;font-family:${SYSTEM_FONT_STACK};font-size:16px;line-height:1.6;color:#1f1f24;background:#fff}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;line-height:1.4;margin:0 0 8px}
h2{font-size:1.2rem;margin:24px 0 8px}
a{color:${PRIMARY}}
ol{list-style:none;margin:0;padding:0}
li.message{border:1px solid #d6d3dc;border-radius:8px;padding:12px 16px;margin:0 0 12px}
li.message>a{font-weight:600;word-break:break-word}
dl{display:flex;flex-wrap:wrap;gap:0 20px;margin:4px 0 0}
dl div{display:flex;gap:6px;min-width:0}
dt{color:#55535c}
dd{margin:0;word-break:break-word}
.failed{color:#b3261e;font-weight:600}
iframe{width:100%;height:70vh;border:1px solid #d6d3dc;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f1f8;padding:12px;border-radius:8px;font-family:inherit}
`;

const TIME_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Phnom_Penh",
  dateStyle: "medium",
  timeStyle: "medium",
});

function formatTime(date: Date | null): string {
  return date ? `${TIME_FORMAT.format(date)} (Phnom Penh)` : "—";
}

function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function renderDetails(rows: [label: string, value: string, className?: string][]): string {
  const items = rows.map(
    ([label, value, className]) =>
      `<div><dt>${label}</dt><dd${className ? ` class="${className}"` : ""}>${escapeHtml(value)}</dd></div>`,
  );
  return `<dl>${items.join("")}</dl>`;
}

const statusClass = (message: OutboxMessage) => (message.status === "failed" ? "failed" : undefined);

export function renderMailboxList(messages: OutboxMessage[], limit: number): string {
  const items = messages.map(
    (message) =>
      `<li class="message"><a href="/dev/mailbox/${message.id}" lang="${escapeHtml(message.language)}">` +
      `${escapeHtml(message.subject)}</a>${renderDetails([
        ["Channel", message.channel === "sms" ? "SMS" : "E-mail"],
        ["To", message.toAddress],
        ...(message.replyTo ? [["Reply to", message.replyTo] as [string, string]] : []),
        ["Template", message.template],
        ["Language", message.language],
        ["Status", message.status, statusClass(message)],
        ["Queued", formatTime(message.createdAt)],
      ])}</li>`,
  );
  return renderPage(
    "Development mailbox",
    `<h1>Development mailbox</h1>
<p>The e-mails the site has queued, newest first (the latest ${limit} at most). None leaves this machine: with <code>SMTP_URL</code> set they are sent, and this page no longer exists.</p>
${items.length > 0 ? `<ol>${items.join("")}</ol>` : "<p>No messages yet.</p>"}`,
  );
}

export function renderMailboxMessage(message: OutboxMessage): string {
  const attachments = message.attachments.map(
    (attachment, index) =>
      `<li><a href="/dev/mailbox/${message.id}/attachments/${index}" download>${escapeHtml(attachment.fileName)}</a> (${escapeHtml(attachment.mediaType)})</li>`,
  );
  const language = escapeHtml(message.language);
  return renderPage(
    message.subject,
    `<p><a href="/dev/mailbox">All messages</a></p>
<h1 lang="${language}">${escapeHtml(message.subject)}</h1>
${renderDetails([
  ["Channel", message.channel === "sms" ? "SMS" : "E-mail"],
  ["To", message.toAddress],
  ...(message.replyTo ? [["Reply to", message.replyTo] as [string, string]] : []),
  ["Template", message.template],
  ["Language", message.language],
  ["Status", message.status, statusClass(message)],
  ["Attempts", String(message.attempts)],
  ["Queued", formatTime(message.createdAt)],
  ["Sent", formatTime(message.sentAt)],
  ...(message.lastError ? [["Last error", message.lastError] as [string, string]] : []),
])}
<h2>Attachments</h2>
${attachments.length > 0 ? `<ul>${attachments.join("")}</ul>` : "<p>None.</p>"}
<h2>As HTML</h2>
<iframe sandbox title="The message as HTML" srcdoc="${escapeHtml(message.htmlBody)}"></iframe>
<h2>As plain text</h2>
<pre lang="${language}">${escapeHtml(message.textBody)}</pre>`,
  );
}
