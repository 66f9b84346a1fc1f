import { brand } from "@isp/brand";
import { isLanguage, LANGUAGE_COOKIE, type Language, pickLanguage } from "@isp/contracts/languages";
import type { KoaContextWithOIDC } from "oidc-provider";
import { escapeHtml } from "../notifications/email-layout";

/** The language of a provider page: the client's ui_locales, else the site's cookie, else the header. */
export function pageLanguage(ctx: KoaContextWithOIDC): Language {
  const requested = String(ctx.oidc?.params?.ui_locales ?? "").split(" ")[0] ?? "";
  if (isLanguage(requested)) return requested;
  const cookie = ctx.cookies.get(LANGUAGE_COOKIE);
  if (cookie && isLanguage(cookie)) return cookie;
  return pickLanguage(ctx.get("accept-language"));
}

const TEXTS = {
  signOutTitle: { km: "ចាកចេញពីគណនី", en: "Sign out", zh: "退出登录" },
  signOutQuestion: {
    km: `តើអ្នកចង់ចាកចេញពីគណនី ${brand.name.km} មែនទេ?`,
    en: `Do you want to sign out of ${brand.name.en}?`,
    zh: `您要退出 ${brand.name.zh} 吗？`,
  },
  signOutYes: { km: "បាទ/ចាស ចាកចេញ", en: "Yes, sign me out", zh: "是，退出登录" },
  signOutNo: { km: "ទេ នៅតែចូលគណនី", en: "No, stay signed in", zh: "否，保持登录" },
  signedOut: { km: "អ្នកបានចាកចេញពីគណនីហើយ។", en: "You have signed out.", zh: "您已退出登录。" },
  errorTitle: { km: "មានបញ្ហាក្នុងការចូលគណនី", en: "Sign-in problem", zh: "登录出现问题" },
  errorText: {
    km: "សំណើចូលគណនីនេះមិនអាចបន្តបានទេ។ សូមត្រឡប់ទៅគេហទំព័រ ហើយព្យាយាមម្តងទៀត។",
    en: "This sign-in request cannot go on. Please go back to the site and try again.",
    zh: "此登录请求无法继续。请返回网站后重试。",
  },
  backToSite: { km: "ត្រឡប់ទៅគេហទំព័រ", en: "Back to the site", zh: "返回网站" },
} satisfies Record<string, Record<Language, string>>;

/**
 * The few pages the provider renders itself (sign-out confirmation, errors): plain HTML in the
 * brand's colours and the site's Khmer-first font stack, no script unless given a nonce.
 */
function page(language: Language, title: string, body: string): string {
  const purple = brand.primaryShades[brand.primaryShade];
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(brand.name[language])}</title>
<style>body{margin:0;font:16px/1.6 "Noto Sans Khmer","Khmer OS",system-ui,sans-serif;color:#1f1d24;background:#f7f5fa}
header{background:${purple};color:#fff;padding:12px 20px;font-weight:700}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.3rem;margin:0 0 1rem}button,a.button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;padding:.7rem;border-radius:6px;border:1px solid ${purple};font:inherit;text-align:center;cursor:pointer;text-decoration:none}
.primary{background:${purple};color:#fff}.secondary{background:#fff;color:${purple}}</style></head>
<body><header>${escapeHtml(brand.name[language])}</header><main>${body}</main></body></html>`;
}

export function logoutPage(language: Language, form: string, autoSubmitNonce?: string): string {
  const t = (key: keyof typeof TEXTS) => escapeHtml(TEXTS[key][language]);
  const autoSubmit = autoSubmitNonce
    ? `<script nonce="${autoSubmitNonce}">document.getElementById("op.logoutForm").requestSubmit(document.querySelector('button[name="logout"]'))</script>`
    : "";
  return page(
    language,
    TEXTS.signOutTitle[language],
    `<h1>${t("signOutQuestion")}</h1>${form}
<button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${t("signOutYes")}</button>
<button class="secondary" type="submit" form="op.logoutForm">${t("signOutNo")}</button>${autoSubmit}`,
  );
}

export function signedOutPage(language: Language, siteOrigin: string): string {
  return page(
    language,
    TEXTS.signOutTitle[language],
    `<h1>${escapeHtml(TEXTS.signedOut[language])}</h1><a class="button primary" href="${escapeHtml(siteOrigin)}/">${escapeHtml(TEXTS.backToSite[language])}</a>`,
  );
}

export function errorPage(language: Language, siteOrigin: string, errorCode: string): string {
  return page(
    language,
    TEXTS.errorTitle[language],
    `<h1>${escapeHtml(TEXTS.errorTitle[language])}</h1><p>${escapeHtml(TEXTS.errorText[language])}</p>
<p><small>${escapeHtml(errorCode)}</small></p><a class="button primary" href="${escapeHtml(siteOrigin)}/">${escapeHtml(TEXTS.backToSite[language])}</a>`,
  );
}
