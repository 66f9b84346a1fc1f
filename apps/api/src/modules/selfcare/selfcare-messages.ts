import type { Language } from "@isp/contracts/languages";

/** What the sc-api calls answer besides field errors, by error code, in each language. */
const SELFCARE_MESSAGES = {
  customer_not_linked: {
    en: "Your account is not linked to a customer yet. Link it with your customer ID (CID) first.",
    km: "គណនីរបស់អ្នកមិនទាន់ភ្ជាប់ជាមួយអតិថិជននៅឡើយទេ។ សូមភ្ជាប់វាជាមួយលេខសម្គាល់អតិថិជន (CID) របស់អ្នកជាមុនសិន។",
    zh: "您的账户尚未关联客户。请先用您的客户编号 (CID) 进行关联。",
  },
  consumer_only: {
    en: "Personal data can only be changed for a personal customer. Your customer record is a business one: change your company information instead.",
    km: "ព័ត៌មានផ្ទាល់ខ្លួនអាចកែប្រែបានតែសម្រាប់អតិថិជនឯកជនប៉ុណ្ណោះ។ កំណត់ត្រាអតិថិជនរបស់អ្នកជាអាជីវកម្ម៖ សូមកែប្រែព័ត៌មានក្រុមហ៊ុនជំនួសវិញ។",
    zh: "只有个人客户才能修改个人资料。您的客户记录属于企业客户，请改为修改公司信息。",
  },
  business_only: {
    en: "Company information can only be changed for a business customer. Your customer record is a personal one: change your personal data instead.",
    km: "ព័ត៌មានក្រុមហ៊ុនអាចកែប្រែបានតែសម្រាប់អតិថិជនអាជីវកម្មប៉ុណ្ណោះ។ កំណត់ត្រាអតិថិជនរបស់អ្នកជាឯកជន៖ សូមកែប្រែព័ត៌មានផ្ទាល់ខ្លួនជំនួសវិញ។",
    zh: "只有企业客户才能修改公司信息。您的客户记录属于个人客户，请改为修改个人资料。",
  },
  location_not_found: {
    en: "This installation location was not found.",
    km: "រកមិនឃើញទីតាំងតម្លើងនេះទេ។",
    zh: "未找到该安装地址。",
  },
  too_many_locations: {
    en: "You already have {0} installation locations. Please contact us to remove one first.",
    km: "អ្នកមានទីតាំងតម្លើងចំនួន {0} រួចហើយ។ សូមទាក់ទងមកយើងខ្ញុំ ដើម្បីលុបទីតាំងមួយជាមុនសិន។",
    zh: "您已有 {0} 个安装地址。请先联系我们删除一个。",
  },
  dictionary_not_found: {
    en: "This list has no such entry.",
    km: "បញ្ជីនេះគ្មានធាតុបែបនេះទេ។",
    zh: "该列表中没有此项。",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type SelfcareMessageCode = keyof typeof SELFCARE_MESSAGES;

export function selfcareMessage(code: SelfcareMessageCode, language: Language, param?: number): string {
  const text: string = SELFCARE_MESSAGES[code][language];
  return param === undefined ? text : text.replace("{0}", String(param));
}
