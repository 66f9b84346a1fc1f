import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";

/** What a template says; the layout turns it into plain text and HTML, escaping every value. */
export type EmailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value rows; a missing value shows as a dash. */
  fields?: [label: string, value: string | null][];
  signOff: string[];
};

/** A message in each language, from the data it tells about. */
export type EmailTemplate<Data> = Record<Language, (data: Data) => EmailContent>;

export type RenderedEmail = { subject: string; textBody: string; htmlBody: string };

/**
 * Fonts installed with the common systems, Khmer ones first (Android and Linux, Khmer OS, Windows,
 * macOS and iOS), then Latin and Chinese: mail clients and the development mailbox cannot load the
 * site's own Noto Sans Khmer.
 */
export const SYSTEM_FONT_STACK =
  "'Noto Sans Khmer','Khmer OS System','Khmer UI','Leelawadee UI','Khmer Sangam MN'," +
  "-apple-system,'Segoe UI',Roboto,'Noto Sans','PingFang SC','Microsoft YaHei','Noto Sans CJK SC',Arial,sans-serif";

const PRIMARY = brand.primaryShades[brand.primaryShade];

/** Each script's own colon: Khmer ៖, Chinese full-width ：. */
const LABELS: Record<Language, { hotline: string; email: string; colon: string }> = {
  km: { hotline: "លេខទូរស័ព្ទបន្ទាន់ ២៤/៧", email: "អ៊ីមែល", colon: "៖ " },
  en: { hotline: "24/7 hotline", email: "E-mail", colon: ": " },
  zh: { hotline: "24/7 客服热线", email: "电子邮件", colon: "：" },
};

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A subject is one header line: line breaks a visitor typed into a name must not reach it. */
function toOneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

const EMPTY_VALUE = "—";

function renderText(language: Language, content: EmailContent): string {
  const { hotline, email, colon } = LABELS[language];
  const fields = (content.fields ?? []).map(([label, value]) => `${label}${colon}${value || EMPTY_VALUE}`);
  return [
    content.greeting,
    ...content.paragraphs,
    ...(fields.length > 0 ? [fields.join("\n")] : []),
    content.signOff.join("\n"),
    [
      "--",
      brand.name[language],
      brand.address[language],
      `${hotline}${colon}${brand.hotline.display}`,
      `${email}${colon}${brand.email}`,
    ].join("\n"),
  ].join("\n\n");
}

function renderFieldsTable(fields: NonNullable<EmailContent["fields"]>): string {
  const rows = fields.map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:start;vertical-align:top;padding:6px 12px 6px 0;` +
      `white-space:nowrap;color:#55535c;font-weight:normal;">${escapeHtml(label)}</th>` +
      `<td style="padding:6px 0;white-space:pre-wrap;word-break:break-word;">` +
      `${escapeHtml(value || EMPTY_VALUE)}</td></tr>`,
  );
  return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px;">${rows.join("")}</table>`;
}

function renderHtml(language: Language, content: EmailContent, subject: string): string {
  const { hotline, email, colon } = LABELS[language];
  const paragraphs = [content.greeting, ...content.paragraphs]
    .map((text) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`)
    .join("");
  const fields = content.fields ? renderFieldsTable(content.fields) : "";
  const signOff = content.signOff.map(escapeHtml).join("<br>");
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f1f8;">
<div style="max-width:600px;margin:0 auto;padding:24px 12px;font-family:${SYSTEM_FONT_STACK};font-size:16px;line-height:1.7;color:#1f1f24;">
<div style="background:${PRIMARY};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold;">${escapeHtml(brand.name[language])}</div>
<div style="background:#ffffff;padding:24px;border-radius:0 0 8px 8px;">
${paragraphs}${fields}<p style="margin:0;">${signOff}</p>
</div>
<p style="margin:0;padding:16px 8px;font-size:14px;color:#55535c;">${escapeHtml(brand.legalName)}<br>${escapeHtml(brand.address[language])}<br>${hotline}${colon}<a href="tel:${brand.hotline.tel}" style="color:${PRIMARY};">${brand.hotline.display}</a><br>${email}${colon}<a href="mailto:${brand.email}" style="color:${PRIMARY};">${brand.email}</a></p>
</div>
</body>
</html>`;
}

/** One layout for every message: the brand's name, the content, and how to reach the provider. */
export function renderEmail(language: Language, content: EmailContent): RenderedEmail {
  const subject = toOneLine(content.subject);
  return {
    subject,
    textBody: renderText(language, content),
    htmlBody: renderHtml(language, content, subject),
  };
}
