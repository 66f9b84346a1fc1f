import { brand } from "@isp/brand";
import type { EmailTemplate } from "../notifications/email-layout";

export type EnquiryReceivedData = { requestId: number; fullName: string; subjectName: string };

export type EnquiryToSupportData = EnquiryReceivedData & {
  email: string | null;
  contactNumber: string;
  accountNumber: string | null;
  passportNo: string | null;
  serviceId: string | null;
  comment: string | null;
  promoCode: string | null;
};

/** To the customer: thanks, the reference number to quote, the subject and the hotline. */
export const enquiryReceived: EmailTemplate<EnquiryReceivedData> = {
  km: (data) => ({
    subject: `យើងបានទទួលសំណើរបស់អ្នកហើយ (លេខយោង ${data.requestId})`,
    greeting: `ជម្រាបសួរ ${data.fullName}`,
    paragraphs: [
      `សូមអរគុណដែលបានទាក់ទងមកក្រុមហ៊ុន ${brand.name.km}។ យើងបានទទួលសំណើរបស់អ្នកទាក់ទងនឹង «${data.subjectName}» ហើយ។`,
      `លេខយោងរបស់អ្នកគឺ ${data.requestId}។ សូមប្រាប់លេខនេះ នៅពេលអ្នកទាក់ទងមកយើងអំពីសំណើនេះ។`,
      `ក្រុមសេវាអតិថិជនរបស់យើងនឹងទាក់ទងទៅអ្នកវិញឆាប់ៗតាមដែលអាចធ្វើទៅបាន។ សម្រាប់បញ្ហាបន្ទាន់ សូមទូរស័ព្ទមកលេខទូរស័ព្ទបន្ទាន់ ២៤/៧ របស់យើង ${brand.hotline.display}។`,
    ],
    signOff: ["ដោយក្តីគោរព", `ក្រុមសេវាអតិថិជន ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `We have received your enquiry (reference ${data.requestId})`,
    greeting: `Dear ${data.fullName},`,
    paragraphs: [
      `Thank you for contacting ${brand.name.en}. We have received your enquiry about “${data.subjectName}”.`,
      `Your reference number is ${data.requestId}. Please quote it whenever you contact us about this enquiry.`,
      `Our customer care team will get back to you as soon as possible. For anything urgent, call our 24/7 hotline ${brand.hotline.display}.`,
    ],
    signOff: ["Kind regards,", `${brand.name.en} customer care`],
  }),
  zh: (data) => ({
    subject: `我们已收到您的咨询（参考编号 ${data.requestId}）`,
    greeting: `${data.fullName}，您好：`,
    paragraphs: [
      `感谢您联系 ${brand.name.zh}。我们已收到您关于“${data.subjectName}”的咨询。`,
      `您的参考编号为 ${data.requestId}，就此咨询与我们联系时请提供该编号。`,
      `我们的客服团队会尽快回复您。如有紧急情况，请拨打我们的 24/7 客服热线 ${brand.hotline.display}。`,
    ],
    signOff: ["祝好！", `${brand.name.zh}客服团队`],
  }),
};

/** To customer care: every field of the enquiry, in the customer's language. */
export const enquiryToSupport: EmailTemplate<EnquiryToSupportData> = {
  km: (data) => ({
    subject: `សំណើថ្មី ${data.requestId}៖ ${data.subjectName} (${data.fullName})`,
    greeting: "ជូនចំពោះក្រុមសេវាអតិថិជន",
    paragraphs: ["មានសំណើថ្មីមួយបានផ្ញើមកតាមទម្រង់ទំនាក់ទំនងនៃគេហទំព័រ។"],
    fields: [
      ["លេខយោង", String(data.requestId)],
      ["ប្រធានបទ", data.subjectName],
      ["ឈ្មោះពេញ", data.fullName],
      ["អ៊ីមែល", data.email],
      ["លេខទូរស័ព្ទទំនាក់ទំនង", data.contactNumber],
      ["លេខគណនី (CID)", data.accountNumber],
      ["លេខលិខិតឆ្លងដែន ឬអត្តសញ្ញាណប័ណ្ណ", data.passportNo],
      ["លេខសម្គាល់សេវា", data.serviceId],
      ["មតិយោបល់", data.comment],
      ["លេខកូដប្រូម៉ូសិន", data.promoCode],
    ],
    signOff: [`គេហទំព័រ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `New enquiry ${data.requestId}: ${data.subjectName} (${data.fullName})`,
    greeting: "Dear customer care team,",
    paragraphs: ["A new enquiry has arrived through the website's contact form."],
    fields: [
      ["Reference number", String(data.requestId)],
      ["Subject", data.subjectName],
      ["Full name", data.fullName],
      ["E-mail", data.email],
      ["Contact number", data.contactNumber],
      ["Account number (CID)", data.accountNumber],
      ["Passport or ID number", data.passportNo],
      ["Service ID", data.serviceId],
      ["Comment", data.comment],
      ["Promo code", data.promoCode],
    ],
    signOff: [`The ${brand.name.en} website`],
  }),
  zh: (data) => ({
    subject: `新咨询 ${data.requestId}：${data.subjectName}（${data.fullName}）`,
    greeting: "客服团队：",
    paragraphs: ["网站联系表单收到一条新的咨询。"],
    fields: [
      ["参考编号", String(data.requestId)],
      ["主题", data.subjectName],
      ["姓名", data.fullName],
      ["电子邮件", data.email],
      ["联系电话", data.contactNumber],
      ["账户号码（CID）", data.accountNumber],
      ["护照或身份证号码", data.passportNo],
      ["服务编号", data.serviceId],
      ["留言", data.comment],
      ["优惠码", data.promoCode],
    ],
    signOff: [`${brand.name.zh}网站`],
  }),
};
