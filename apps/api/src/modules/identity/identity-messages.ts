import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";

type Texts = Record<Language, string>;

/** What the identity calls answer, by error code, in each language. `{0}` is the one parameter. */
export const IDENTITY_MESSAGES = {
  invalid_credentials: {
    en: "The e-mail address, mobile number or password is not correct.",
    km: "អ៊ីមែល លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។",
    zh: "电子邮件地址、手机号码或密码不正确。",
  },
  account_locked: {
    en: "Too many failed sign-ins. Please try again in {0} minutes, or reset your password.",
    km: "អ្នកបានចូលគណនីខុសច្រើនដងពេក។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {0} នាទី ឬកំណត់ពាក្យសម្ងាត់ថ្មី។",
    zh: "登录失败次数过多。请在 {0} 分钟后重试，或重置密码。",
  },
  invalid_code: {
    en: "The code is not correct or has expired.",
    km: "លេខកូដមិនត្រឹមត្រូវ ឬបានផុតកំណត់ហើយ។",
    zh: "验证码不正确或已过期。",
  },
  too_many_attempts: {
    en: "Too many wrong codes. Please ask for a new code.",
    km: "អ្នកបានបញ្ចូលលេខកូដខុសច្រើនដងពេក។ សូមស្នើសុំលេខកូដថ្មី។",
    zh: "错误的验证码次数过多，请重新获取验证码。",
  },
  interaction_expired: {
    en: "This sign-in page has expired. Please start again.",
    km: "ទំព័រចូលគណនីនេះបានផុតកំណត់ហើយ។ សូមចាប់ផ្តើមម្តងទៀត។",
    zh: "此登录页面已过期，请重新开始。",
  },
  sign_in_required: {
    en: "Please sign in first.",
    km: "សូមចូលគណនីជាមុនសិន។",
    zh: "请先登录。",
  },
  // Spec §8: the wrong-CID text (English and Khmer as given; Chinese translated).
  customer_not_found: {
    en: "Your CID is not correct, please check again!",
    km: "CID របស់អ្នកមិនត្រឹមត្រូវទេ សូមពិនិត្យម្តងទៀត",
    zh: "您的客户编号（CID）不正确，请再检查一次！",
  },
  customer_already_linked: {
    en: `This customer ID is already linked to another account. Please call ${brand.hotline.display} for help.`,
    km: `លេខអតិថិជននេះត្រូវបានភ្ជាប់ជាមួយគណនីផ្សេងរួចហើយ។ សូមទូរស័ព្ទមកលេខ ${brand.hotline.display} ដើម្បីទទួលជំនួយ។`,
    zh: `该客户编号已关联到其他账户。如需帮助，请致电 ${brand.hotline.display}。`,
  },
  session_expired: {
    en: "Your session has ended. Please sign in again.",
    km: "វគ្គរបស់អ្នកបានបញ្ចប់ហើយ។ សូមចូលគណនីម្តងទៀត។",
    zh: "您的会话已结束，请重新登录。",
  },
  invalid_client: {
    en: "This app could not be identified. Please update it and try again.",
    km: "មិនអាចផ្ទៀងផ្ទាត់កម្មវិធីនេះបានទេ។ សូមធ្វើបច្ចុប្បន្នភាពកម្មវិធី រួចព្យាយាមម្តងទៀត។",
    zh: "无法识别此应用，请更新后重试。",
  },
  unauthorized_client: {
    en: "This app may not sign in this way.",
    km: "កម្មវិធីនេះមិនអាចចូលគណនីតាមវិធីនេះបានទេ។",
    zh: "此应用不能以这种方式登录。",
  },
  invalid_request: {
    en: "The sign-in request is not complete. Please try again.",
    km: "សំណើចូលគណនីមិនពេញលេញទេ។ សូមព្យាយាមម្តងទៀត។",
    zh: "登录请求不完整，请重试。",
  },
  unsupported_grant_type: {
    en: "This way of signing in is not supported.",
    km: "វិធីចូលគណនីនេះមិនត្រូវបានគាំទ្រទេ។",
    zh: "不支持此登录方式。",
  },
  token_required: {
    en: "Please sign in to continue.",
    km: "សូមចូលគណនីដើម្បីបន្ត។",
    zh: "请登录后继续。",
  },
} as const satisfies Record<string, Texts>;

export type IdentityErrorCode = keyof typeof IDENTITY_MESSAGES;

export function identityMessage(code: IdentityErrorCode, language: Language, param?: number): string {
  const text: string = IDENTITY_MESSAGES[code][language];
  return param === undefined ? text : text.replace("{0}", String(param));
}
