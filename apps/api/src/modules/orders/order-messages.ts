import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";

/** What the orders calls answer besides validation, by error code, in each language. */
const ORDER_MESSAGES = {
  // Spec §8 "Orders not found" (English as given).
  order_not_found: {
    en: "Ops. We couldn't find your orders in our system",
    km: "សូមអភ័យទោស។ យើងរកមិនឃើញការបញ្ជាទិញរបស់អ្នកនៅក្នុងប្រព័ន្ធរបស់យើងទេ",
    zh: "抱歉，我们在系统中找不到您的订单",
  },
  order_not_confirmable: {
    en: "This order cannot be confirmed: it is already confirmed, paid or cancelled.",
    km: "មិនអាចបញ្ជាក់ការបញ្ជាទិញនេះបានទេ ព្រោះវាត្រូវបានបញ្ជាក់ បង់ប្រាក់ ឬលុបចោលរួចហើយ។",
    zh: "无法确认此订单：它已被确认、付款或取消。",
  },
  order_not_cancellable: {
    en: `This order can no longer be cancelled online. Please call ${brand.hotline.display}.`,
    km: `ការបញ្ជាទិញនេះមិនអាចលុបចោលតាមអនឡាញបានទៀតទេ។ សូមទូរស័ព្ទមកលេខ ${brand.hotline.display}។`,
    zh: `此订单已无法在线取消，请致电 ${brand.hotline.display}。`,
  },
  order_not_payable: {
    en: "This order cannot be paid now: it must be confirmed and not yet paid.",
    km: "មិនអាចបង់ប្រាក់សម្រាប់ការបញ្ជាទិញនេះបានទេឥឡូវនេះ៖ វាត្រូវតែបានបញ្ជាក់ ហើយមិនទាន់បានបង់។",
    zh: "此订单目前无法付款：必须已确认且尚未付款。",
  },
  receipt_not_found: {
    en: "This order has no receipt yet: it is not paid.",
    km: "ការបញ្ជាទិញនេះមិនទាន់មានបង្កាន់ដៃនៅឡើយទេ ព្រោះមិនទាន់បានបង់ប្រាក់។",
    zh: "此订单尚未付款，暂无收据。",
  },
  installation_not_found: {
    en: "This order has no installation.",
    km: "ការបញ្ជាទិញនេះមិនមានការដំឡើងទេ។",
    zh: "此订单不需要安装。",
  },
  product_not_found: {
    en: "This product is not available to you.",
    km: "ផលិតផលនេះមិនមានសម្រាប់អ្នកទេ។",
    zh: "您无法订购此产品。",
  },
  service_not_found: {
    en: "We couldn't find this service among yours.",
    km: "យើងរកមិនឃើញសេវានេះក្នុងចំណោមសេវារបស់អ្នកទេ។",
    zh: "在您的服务中找不到此服务。",
  },
  plan_unknown: {
    en: "This plan does not exist. Please choose one of the plans shown.",
    km: "គម្រោងនេះមិនមានទេ។ សូមជ្រើសរើសគម្រោងមួយក្នុងចំណោមគម្រោងដែលបានបង្ហាញ។",
    zh: "该套餐不存在，请从所列套餐中选择。",
  },
  plan_unchanged: {
    en: "This service already has this plan. Please choose another one.",
    km: "សេវានេះកំពុងប្រើគម្រោងនេះរួចហើយ។ សូមជ្រើសរើសគម្រោងផ្សេង។",
    zh: "该服务已在使用此套餐，请选择其他套餐。",
  },
  // Spec §8 "Product not allowed" (English as given).
  plan_not_allowed: {
    en: "You are not eligible for the selected Service. Please contact our Customer Care team",
    km: "អ្នកមិនមានសិទ្ធិប្រើសេវាដែលបានជ្រើសរើសនេះទេ។ សូមទាក់ទងក្រុមសេវាអតិថិជនរបស់យើង",
    zh: "您不符合所选服务的条件，请联系我们的客户服务团队",
  },
  service_inactive: {
    en: `This service is not active, so its plan cannot be changed. Please call ${brand.hotline.display}.`,
    km: `សេវានេះមិនដំណើរការទេ ដូច្នេះមិនអាចប្តូរគម្រោងបានទេ។ សូមទូរស័ព្ទមកលេខ ${brand.hotline.display}។`,
    zh: `该服务未处于使用状态，无法更改套餐。请致电 ${brand.hotline.display}。`,
  },
  plan_change_pending: {
    en: "A plan change for this service is already waiting to take effect on {0}. You can change again once it has.",
    km: "សេវានេះមានការប្តូរគម្រោងមួយកំពុងរង់ចាំចូលជាធរមាននៅថ្ងៃ {0} រួចហើយ។ អ្នកអាចប្តូរម្តងទៀតបាន បន្ទាប់ពីវាចូលជាធរមាន។",
    zh: "该服务已有一项套餐变更将于 {0} 生效。生效后您才能再次更改。",
  },
  addon_not_allowed: {
    en: "One of the add-ons you chose is not available with this service.",
    km: "សេវាបន្ថែមមួយដែលអ្នកបានជ្រើសរើស មិនមានជាមួយសេវានេះទេ។",
    zh: "您选择的某项附加服务不适用于此服务。",
  },
  location_not_found: {
    en: "We couldn't find this address among your installation locations.",
    km: "យើងរកមិនឃើញអាសយដ្ឋាននេះក្នុងចំណោមទីតាំងតម្លើងរបស់អ្នកទេ។",
    zh: "在您的安装地址中找不到此地址。",
  },
  // Spec §8 "Address not covered".
  not_in_coverage: {
    en: `Unfortunately, ${brand.name.en} service is not available at this address. Try a different address or contact our sales team`,
    km: `សូមអភ័យទោស សេវា ${brand.name.km} មិនទាន់មាននៅអាសយដ្ឋាននេះនៅឡើយទេ។ សូមសាកល្បងអាសយដ្ឋានផ្សេង ឬទាក់ទងក្រុមការងារលក់របស់យើង`,
    zh: `很抱歉，${brand.name.zh} 的服务暂未覆盖此地址。请尝试其他地址，或联系我们的销售团队`,
  },
  customer_exists: {
    en: "Your account already has a customer record.",
    km: "គណនីរបស់អ្នកមានកំណត់ត្រាអតិថិជនរួចហើយ។",
    zh: "您的账户已有客户记录。",
  },
  name_missing: {
    en: "Please give the customer's name: first and last name, or the company's name.",
    km: "សូមបញ្ចូលឈ្មោះអតិថិជន៖ នាមខ្លួន និងនាមត្រកូល ឬឈ្មោះក្រុមហ៊ុន។",
    zh: "请填写客户名称：名和姓，或公司名称。",
  },
  identification_missing: {
    en: "Please complete your identification first: your personal details with a photo of your ID card or passport, or your company's information.",
    km: "សូមបំពេញការផ្ទៀងផ្ទាត់អត្តសញ្ញាណរបស់អ្នកជាមុនសិន៖ ព័ត៌មានផ្ទាល់ខ្លួន ជាមួយរូបថតអត្តសញ្ញាណប័ណ្ណ ឬលិខិតឆ្លងដែន ឬព័ត៌មានក្រុមហ៊ុនរបស់អ្នក។",
    zh: "请先完成身份验证：填写个人信息并上传身份证或护照照片，或填写贵公司的信息。",
  },
  quotation_for_business: {
    en: "Quotations are for business customers. Please confirm your order instead.",
    km: "សម្រង់តម្លៃគឺសម្រាប់អតិថិជនអាជីវកម្ម។ សូមបញ្ជាក់ការបញ្ជាទិញរបស់អ្នកជំនួសវិញ។",
    zh: "报价仅适用于企业客户，请直接确认您的订单。",
  },
  slot_taken: {
    en: "This installation visit has just been taken. Please choose another one.",
    km: "ពេលវេលាតម្លើងនេះទើបតែមានគេកក់រួចហើយ។ សូមជ្រើសរើសពេលវេលាផ្សេង។",
    zh: "该安装时段刚刚已被预订，请选择其他时段。",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type OrderMessageCode = keyof typeof ORDER_MESSAGES;

/** The text of an answer in the caller's language; `{0}` takes the one parameter. */
export function orderMessage(code: OrderMessageCode, language: Language, param?: string): string {
  const text: string = ORDER_MESSAGES[code][language];
  return param === undefined ? text : text.replace("{0}", param);
}
