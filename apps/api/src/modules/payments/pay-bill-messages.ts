import { brand } from "@isp/brand";
import { CODE_TTL_MINUTES } from "@isp/contracts/identity/codes";
import type { Language } from "@isp/contracts/languages";

/** The text message with a pay-my-bill code, in the payer's language. */
export function payBillCodeText(
  language: Language,
  { code, customerId }: { code: string; customerId: string },
) {
  const texts: Record<Language, string> = {
    km: `${brand.name.km}៖ ${code} គឺជាលេខកូដសម្រាប់បង់វិក្កយបត្ររបស់ CID ${customerId}។ លេខកូដនេះមានសុពលភាព ${CODE_TTL_MINUTES} នាទី។ កុំប្រាប់លេខកូដនេះទៅអ្នកដទៃ។`,
    en: `${brand.name.en}: ${code} is your code to pay the bill of CID ${customerId}. It is valid for ${CODE_TTL_MINUTES} minutes. Do not share it.`,
    zh: `${brand.name.zh}：${code} 是您为 CID ${customerId} 缴费的验证码，${CODE_TTL_MINUTES} 分钟内有效。请勿告诉他人。`,
  };
  return texts[language];
}

/** What the pay-my-bill calls answer besides field errors, by error code. */
export const PAY_BILL_MESSAGES = {
  pay_bill_expired: {
    en: "Your confirmation has expired. Please enter your CID again.",
    km: "ការបញ្ជាក់របស់អ្នកបានផុតកំណត់ហើយ។ សូមបញ្ចូល CID របស់អ្នកម្តងទៀត។",
    zh: "您的验证已过期，请重新输入 CID。",
  },
  choose_what_to_pay: {
    en: "Choose the invoices or the order to pay.",
    km: "សូមជ្រើសរើសវិក្កយបត្រ ឬការបញ្ជាទិញដែលត្រូវបង់។",
    zh: "请选择要支付的发票或订单。",
  },
  // Spec §8 "Other".
  invoices_not_payable: {
    en: "Please contact support for more information",
    km: "សូមទាក់ទងផ្នែកបម្រើអតិថិជនសម្រាប់ព័ត៌មានបន្ថែម",
    zh: "请联系客服了解更多信息",
  },
  // Spec §8 "Orders not found".
  order_not_found: {
    en: "Ops. We couldn't find your orders in our system",
    km: "សូមអភ័យទោស យើងរកមិនឃើញការបញ្ជាទិញរបស់អ្នកនៅក្នុងប្រព័ន្ធរបស់យើងទេ",
    zh: "抱歉，我们在系统中找不到您的订单",
  },
  too_many_codes: {
    en: "Too many codes were asked for this CID. Please try again in 15 minutes.",
    km: "បានស្នើសុំលេខកូដច្រើនដងពេកសម្រាប់ CID នេះ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល ១៥ នាទី។",
    zh: "此 CID 请求验证码的次数过多，请在 15 分钟后重试。",
  },
} as const satisfies Record<string, Record<Language, string>>;
