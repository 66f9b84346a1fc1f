import type { Language } from "../languages";

/**
 * Spec §5: every validation message, with its exact English text and its Khmer and Chinese
 * translations. Browser forms and the API show the same texts, looked up by key.
 */
export const VALIDATION_MESSAGES = {
  required: { en: "Required field", km: "ត្រូវតែបំពេញ", zh: "必填项" },
  lettersOnly: { en: "Only letters", km: "បញ្ចូលតែអក្សរប៉ុណ្ណោះ", zh: "只能输入字母" },
  digitsOnly: { en: "Only numbers", km: "បញ្ចូលតែលេខប៉ុណ្ណោះ", zh: "只能输入数字" },
  lettersAndDigits: { en: "Numbers and Letters", km: "បញ្ចូលតែលេខ និងអក្សរ", zh: "只能输入数字和字母" },
  email: { en: "Invalid Email", km: "អ៊ីមែលមិនត្រឹមត្រូវ", zh: "电子邮件地址无效" },
  passwordMatch: { en: "Password must match", km: "ពាក្យសម្ងាត់ត្រូវតែដូចគ្នា", zh: "两次输入的密码必须一致" },
  phone: { en: "Invalid phone format", km: "ទម្រង់លេខទូរស័ព្ទមិនត្រឹមត្រូវ", zh: "电话号码格式无效" },
  minLength: { en: "Length must be greater than {0}", km: "ប្រវែងត្រូវតែធំជាង {0}", zh: "长度必须大于 {0}" },
  maxLength: { en: "Length must be less than {0}", km: "ប្រវែងត្រូវតែតិចជាង {0}", zh: "长度必须小于 {0}" },
  minValue: { en: "The value must be greater than {0}", km: "តម្លៃត្រូវតែធំជាង {0}", zh: "数值必须大于 {0}" },
  maxValue: { en: "The value must be less than {0}", km: "តម្លៃត្រូវតែតិចជាង {0}", zh: "数值必须小于 {0}" },
  // The spec's password message (its stricter reading; see docs/decisions.md).
  password: {
    en: "Password must be at least 8 characters long and contain at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character",
    km: "ពាក្យសម្ងាត់ត្រូវមានយ៉ាងតិច ៨ តួអក្សរ និងមានអក្សរធំ ១ អក្សរតូច ១ លេខ ១ និងតួអក្សរពិសេស ១ យ៉ាងតិច",
    zh: "密码长度至少为 8 个字符，且至少包含 1 个大写字母、1 个小写字母、1 个数字和 1 个特殊字符",
  },
  // Rules the spec implies without giving a text (decided in docs/decisions.md).
  website: { en: "Invalid website address", km: "អាសយដ្ឋានគេហទំព័រមិនត្រឹមត្រូវ", zh: "网站地址无效" },
  fileType: {
    en: "The file must be a PDF, DOC or DOCX document",
    km: "ឯកសារត្រូវតែជាប្រភេទ PDF, DOC ឬ DOCX",
    zh: "文件必须是 PDF、DOC 或 DOCX 文档",
  },
  fileSize: {
    en: "The file must not be larger than {0} MB",
    km: "ទំហំឯកសារមិនត្រូវលើសពី {0} MB ទេ",
    zh: "文件大小不能超过 {0} MB",
  },
  captcha: {
    en: "Please confirm that you are not a robot",
    km: "សូមបញ្ជាក់ថាអ្នកមិនមែនជាមនុស្សយន្ត",
    zh: "请确认您不是机器人",
  },
  captchaFailed: {
    en: "The security check has expired or was already used. Please check the box again.",
    km: "ការត្រួតពិនិត្យសុវត្ថិភាពបានផុតកំណត់ ឬត្រូវបានប្រើរួចហើយ។ សូមធីកប្រអប់ម្តងទៀត។",
    zh: "安全验证已过期或已被使用，请重新勾选。",
  },
  choice: {
    en: "Please choose only from the options shown",
    km: "សូមជ្រើសរើសតែពីជម្រើសដែលបានបង្ហាញប៉ុណ្ណោះ",
    zh: "请只从所列选项中选择",
  },
  // Sign-in by e-mail or Cambodian mobile number (issue 10), and the 6-digit codes sent to either.
  login: {
    en: "Enter your e-mail address or mobile number",
    km: "សូមបញ្ចូលអ៊ីមែល ឬលេខទូរស័ព្ទចល័តរបស់អ្នក",
    zh: "请输入您的电子邮件地址或手机号码",
  },
  code: { en: "Enter the 6-digit code", km: "សូមបញ្ចូលលេខកូដ ៦ ខ្ទង់", zh: "请输入 6 位验证码" },
  invalid: { en: "Invalid value", km: "តម្លៃមិនត្រឹមត្រូវ", zh: "数值无效" },
  // The customer's profile (issue 11): the ID photo, the name in Khmer script and dates.
  photoType: {
    en: "The file must be a JPEG, PNG or WebP photo, or a PDF",
    km: "ឯកសារត្រូវតែជារូបថត JPEG, PNG ឬ WebP ឬឯកសារ PDF",
    zh: "文件必须是 JPEG、PNG 或 WebP 照片，或 PDF 文件",
  },
  khmerScript: { en: "Only Khmer letters", km: "បញ្ចូលតែអក្សរខ្មែរប៉ុណ្ណោះ", zh: "只能输入高棉文字母" },
  date: { en: "Enter a valid date", km: "សូមបញ្ចូលកាលបរិច្ឆេទដែលត្រឹមត្រូវ", zh: "请输入有效日期" },
  adult: {
    en: "The customer must be at least 18 years old",
    km: "អតិថិជនត្រូវមានអាយុយ៉ាងតិច ១៨ ឆ្នាំ",
    zh: "客户必须年满 18 岁",
  },
  futureDate: {
    en: "Choose today or a later date",
    km: "សូមជ្រើសរើសថ្ងៃនេះ ឬថ្ងៃក្រោយ",
    zh: "请选择今天或之后的日期",
  },
  // Pay-my-bill (issue 13): the spec's wrong-CID texts (spec §8; the Chinese one translated).
  cid: {
    en: "Your CID is not correct, please check again!",
    km: "CID របស់អ្នកមិនត្រឹមត្រូវទេ សូមពិនិត្យម្តងទៀត",
    zh: "您的 CID 不正确，请再检查一遍！",
  },
  // An amount paid rather than chosen invoices (issue 13): dollars and cents, between two limits.
  cents: {
    en: "Enter an amount in US dollars with at most two decimals, e.g. 12.50",
    km: "សូមបញ្ចូលចំនួនទឹកប្រាក់ជាដុល្លារអាមេរិក ដែលមានខ្ទង់ទសភាគយ៉ាងច្រើនពីរខ្ទង់ ឧទាហរណ៍ 12.50",
    zh: "请输入美元金额，最多两位小数，例如 12.50",
  },
  minAmount: {
    en: "The amount must be at least USD {0}",
    km: "ចំនួនទឹកប្រាក់ត្រូវតែយ៉ាងតិច {0} ដុល្លារ",
    zh: "金额不能少于 {0} 美元",
  },
  maxAmount: {
    en: "The amount must be at most USD {0}",
    km: "ចំនួនទឹកប្រាក់មិនអាចលើសពី {0} ដុល្លារទេ",
    zh: "金额不能超过 {0} 美元",
  },
  // The summary beside the field messages of a 400 answer.
  formInvalid: {
    en: "Please correct the highlighted fields",
    km: "សូមកែប្រែព័ត៌មានដែលបានសម្គាល់",
    zh: "请更正标出的字段",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A validation failure of one field: the message key and its one parameter ({0}), if any. */
export type ValidationIssue = { key: ValidationKey; param?: number };

const SEPARATOR = "|";

/**
 * zod carries one string per issue; the rules put the key (and parameter) there, so any side can
 * turn it back into a message in the user's language.
 */
export function encodeIssue({ key, param }: ValidationIssue): string {
  return param === undefined ? key : `${key}${SEPARATOR}${param}`;
}

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/** The issue a zod message carries; messages not made by the rules become `invalid`. */
export function decodeIssue(message: string | undefined): ValidationIssue {
  const [key = "", param] = (message ?? "").split(SEPARATOR);
  if (!isValidationKey(key)) return { key: "invalid" };
  return param === undefined ? { key } : { key, param: Number(param) };
}

export function formatValidationMessage({ key, param }: ValidationIssue, language: Language): string {
  const text: string = VALIDATION_MESSAGES[key][language];
  return param === undefined ? text : text.replace("{0}", String(param));
}

/** The localised text of a zod issue message made by the rules. */
export function validationMessageOf(message: string | undefined, language: Language): string {
  return formatValidationMessage(decodeIssue(message), language);
}
