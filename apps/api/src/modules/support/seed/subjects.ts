import { DEFAULT_SUPPORT_SUBJECT_ID } from "@isp/contracts/support/list-support-subjects";
import type { Translations } from "../../../i18n/translations";

/** The enquiry subjects; the first is the form's fixed default (spec §3). */
export const SUPPORT_SUBJECTS: { id: number; name: Translations<string> }[] = [
  {
    id: DEFAULT_SUPPORT_SUBJECT_ID,
    name: { km: "សំណួរទូទៅ", en: "General enquiry", zh: "一般咨询" },
  },
  {
    id: 2,
    name: { km: "ចុះឈ្មោះសេវាកម្មថ្មី", en: "New service or upgrade", zh: "新装或升级服务" },
  },
  {
    id: 3,
    name: { km: "ជំនួយបច្ចេកទេស", en: "Technical support", zh: "技术支持" },
  },
  {
    id: 4,
    name: { km: "វិក្កយបត្រ និងការបង់ប្រាក់", en: "Billing and payment", zh: "账单与付款" },
  },
  {
    id: 5,
    name: { km: "ផ្លាស់ប្តូរទីតាំងតម្លើង", en: "Moving to a new address", zh: "迁移安装地址" },
  },
  {
    id: 6,
    name: { km: "ដំណោះស្រាយសម្រាប់អាជីវកម្ម", en: "Business solutions", zh: "企业解决方案" },
  },
  {
    id: 7,
    name: { km: "មតិកែលម្អ ឬបណ្តឹង", en: "Feedback or complaint", zh: "意见或投诉" },
  },
];
