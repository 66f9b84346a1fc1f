import { brand } from "@isp/brand";
import { CODE_TTL_MINUTES } from "@isp/contracts/identity/codes";
import type { Language } from "@isp/contracts/languages";
import type { EmailTemplate } from "../notifications/email-layout";

/** Why a code was sent; an address that already has an account is told so instead of given a code. */
export type CodeReason = "register" | "reset" | "link" | "account-exists";

type CodeData = { code: string; name: string; customerId?: string };

/** The short text of each message: the whole SMS, and the heart of the e-mail. */
const TEXTS: Record<CodeReason, Record<Language, (data: CodeData) => string>> = {
  register: {
    km: (d) =>
      `លេខកូដចុះឈ្មោះ ${brand.name.km} របស់អ្នកគឺ ${d.code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${CODE_TTL_MINUTES} នាទី។ សូមកុំប្រាប់លេខកូដនេះដល់អ្នកណាម្នាក់។`,
    en: (d) =>
      `Your ${brand.name.en} registration code is ${d.code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share this code.`,
    zh: (d) =>
      `您的 ${brand.name.zh} 注册验证码为 ${d.code}，${CODE_TTL_MINUTES} 分钟内有效。请勿将验证码告诉任何人。`,
  },
  reset: {
    km: (d) =>
      `លេខកូដកំណត់ពាក្យសម្ងាត់ថ្មី ${brand.name.km} របស់អ្នកគឺ ${d.code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${CODE_TTL_MINUTES} នាទី។ ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមមិនអើពើសារនេះ។`,
    en: (d) =>
      `Your ${brand.name.en} password reset code is ${d.code}. It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    zh: (d) =>
      `您的 ${brand.name.zh} 密码重置验证码为 ${d.code}，${CODE_TTL_MINUTES} 分钟内有效。如非本人操作，请忽略此消息。`,
  },
  link: {
    km: (d) =>
      `លេខកូដដើម្បីភ្ជាប់អតិថិជន ${d.customerId} ទៅគណនី ${brand.name.km} គឺ ${d.code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${CODE_TTL_MINUTES} នាទី។`,
    en: (d) =>
      `Your code to link customer ${d.customerId} to your ${brand.name.en} account is ${d.code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
    zh: (d) =>
      `将客户 ${d.customerId} 关联到您的 ${brand.name.zh} 账户的验证码为 ${d.code}，${CODE_TTL_MINUTES} 分钟内有效。`,
  },
  "account-exists": {
    km: () =>
      `មាននរណាម្នាក់បានព្យាយាមចុះឈ្មោះ ${brand.name.km} ដោយប្រើព័ត៌មាននេះ។ អ្នកមានគណនីរួចហើយ៖ សូមចូលគណនី ឬកំណត់ពាក្យសម្ងាត់ថ្មី។`,
    en: () =>
      `Someone tried to register with ${brand.name.en} using this address. You already have an account: sign in, or reset your password if you forgot it.`,
    zh: () => `有人尝试使用此联系方式注册 ${brand.name.zh}。您已有账户：请直接登录，如忘记密码可重置密码。`,
  },
};

const SUBJECTS: Record<CodeReason, Record<Language, string>> = {
  register: { km: "លេខកូដចុះឈ្មោះរបស់អ្នក", en: "Your registration code", zh: "您的注册验证码" },
  reset: { km: "លេខកូដកំណត់ពាក្យសម្ងាត់ថ្មី", en: "Your password reset code", zh: "您的密码重置验证码" },
  link: { km: "លេខកូដភ្ជាប់គណនីអតិថិជន", en: "Your customer link code", zh: "您的客户关联验证码" },
  "account-exists": { km: "អ្នកមានគណនីរួចហើយ", en: "You already have an account", zh: "您已有账户" },
};

export function codeText(reason: CodeReason, language: Language, data: CodeData): string {
  return TEXTS[reason][language](data);
}

const greeting: Record<Language, (name: string) => string> = {
  km: (name) => `ជម្រាបសួរ ${name}`,
  en: (name) => `Dear ${name},`,
  zh: (name) => `${name}，您好：`,
};

const signOff: Record<Language, string[]> = {
  km: ["ដោយក្តីគោរព", `ក្រុមសេវាអតិថិជន ${brand.name.km}`],
  en: ["Kind regards,", `${brand.name.en} customer care`],
  zh: ["祝好！", `${brand.name.zh}客服团队`],
};

/** The e-mail of a code (or of the account-exists notice): the same text as the SMS, laid out as mail. */
export function codeEmail(reason: CodeReason): EmailTemplate<CodeData> {
  const of = (language: Language) => (data: CodeData) => ({
    subject: `${SUBJECTS[reason][language]} – ${brand.name[language]}`,
    greeting: greeting[language](data.name),
    paragraphs: [codeText(reason, language, data)],
    signOff: signOff[language],
  });
  return { km: of("km"), en: of("en"), zh: of("zh") };
}
