import { escapeHtml } from "../notifications/email-layout";

/** Markup that is already safe: made by `html`, never from a customer's value. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(renderValue).join("");
  return escapeHtml(String(value));
}

/**
 * A template literal that escapes every interpolated value unless it is itself `html` output, so a
 * customer's name such as `<script>` prints as text. Raw markup enters only as `new SafeHtml(…)`, which
 * the layout uses for its own stylesheet and the brand's logo.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? "";
  values.forEach((value, index) => {
    markup += renderValue(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(markup);
}
