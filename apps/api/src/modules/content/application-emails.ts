import { brand } from "@isp/brand";
import type { EmailTemplate } from "../notifications/email-layout";

export type ApplicationReceivedData = {
  applicationId: number;
  firstName: string;
  lastName: string;
  vacancyName: string;
};

export type ApplicationToHrData = ApplicationReceivedData & {
  email: string;
  contactNumber: string;
  comment: string;
  vacancyId: number;
};

/** To the applicant: thanks, the vacancy, and the spec's promise (§9) of contact within 14 days. */
export const applicationReceived: EmailTemplate<ApplicationReceivedData> = {
  km: (data) => ({
    subject: `យើងបានទទួលពាក្យស្នើសុំការងាររបស់អ្នកសម្រាប់មុខតំណែង ${data.vacancyName}`,
    greeting: `ជម្រាបសួរ ${data.lastName} ${data.firstName}`,
    paragraphs: [
      `សូមអរគុណដែលបានដាក់ពាក្យស្នើសុំការងារក្នុងមុខតំណែង «${data.vacancyName}» នៅក្រុមហ៊ុន ${brand.name.km}។`,
      "ក្រុមការងារធនធានមនុស្សរបស់យើងនឹងពិនិត្យមើលពាក្យស្នើសុំរបស់អ្នក ហើយនឹងទាក់ទងទៅអ្នកវិញក្នុងរយៈពេល ១៤ ថ្ងៃ។",
      `លេខពាក្យស្នើសុំរបស់អ្នកគឺ ${data.applicationId}។ ប្រសិនបើអ្នកមានសំណួរ សូមផ្ញើអ៊ីមែលមក ${brand.careersEmail} ឬទូរស័ព្ទមកលេខ ${brand.hotline.display}។`,
    ],
    signOff: ["ដោយក្តីគោរព", `ក្រុមការងារ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `We have received your application for ${data.vacancyName}`,
    greeting: `Dear ${data.firstName} ${data.lastName},`,
    paragraphs: [
      `Thank you for applying for the position of ${data.vacancyName} at ${brand.name.en}.`,
      "Our HR team will review your application and contact you within 14 days.",
      `Your application number is ${data.applicationId}. If you have any questions, write to ${brand.careersEmail} or call ${brand.hotline.display}.`,
    ],
    signOff: ["Kind regards,", `The ${brand.name.en} team`],
  }),
  zh: (data) => ({
    subject: `我们已收到您应聘“${data.vacancyName}”职位的申请`,
    greeting: `${data.lastName} ${data.firstName}，您好：`,
    paragraphs: [
      `感谢您应聘 ${brand.name.zh} 的“${data.vacancyName}”职位。`,
      "我们的人力资源团队将审阅您的申请，并在 14 天内与您联系。",
      `您的申请编号为 ${data.applicationId}。如有任何疑问，请发送电子邮件至 ${brand.careersEmail}，或致电 ${brand.hotline.display}。`,
    ],
    signOff: ["祝好！", `${brand.name.zh}团队`],
  }),
};

/** To HR: every field the applicant gave, in the applicant's language; the CV is attached. */
export const applicationToHr: EmailTemplate<ApplicationToHrData> = {
  km: (data) => ({
    subject: `ពាក្យស្នើសុំការងារថ្មីសម្រាប់មុខតំណែង ${data.vacancyName}៖ ${data.lastName} ${data.firstName}`,
    greeting: "ជូនចំពោះក្រុមការងារធនធានមនុស្ស",
    paragraphs: [
      "មានពាក្យស្នើសុំការងារថ្មីមួយបានផ្ញើមកតាមគេហទំព័រ។ ប្រវត្តិរូបសង្ខេប (CV) របស់បេក្ខជនត្រូវបានភ្ជាប់មកជាមួយអ៊ីមែលនេះ។",
    ],
    fields: [
      ["លេខពាក្យស្នើសុំ", String(data.applicationId)],
      ["មុខតំណែង", `${data.vacancyName} (លេខ ${data.vacancyId})`],
      ["គោត្តនាម", data.lastName],
      ["នាម", data.firstName],
      ["អ៊ីមែល", data.email],
      ["លេខទូរស័ព្ទទំនាក់ទំនង", data.contactNumber],
      ["មតិយោបល់", data.comment],
    ],
    signOff: [`គេហទំព័រ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `New application for ${data.vacancyName}: ${data.firstName} ${data.lastName}`,
    greeting: "Dear HR team,",
    paragraphs: ["A new application has arrived through the website. The applicant's CV is attached."],
    fields: [
      ["Application number", String(data.applicationId)],
      ["Vacancy", `${data.vacancyName} (no. ${data.vacancyId})`],
      ["First name", data.firstName],
      ["Last name", data.lastName],
      ["E-mail", data.email],
      ["Contact number", data.contactNumber],
      ["Comment", data.comment],
    ],
    signOff: [`The ${brand.name.en} website`],
  }),
  zh: (data) => ({
    subject: `“${data.vacancyName}”职位的新申请：${data.lastName} ${data.firstName}`,
    greeting: "人力资源团队：",
    paragraphs: ["网站收到一份新的求职申请，申请人的简历已附在本邮件中。"],
    fields: [
      ["申请编号", String(data.applicationId)],
      ["职位", `${data.vacancyName}（编号 ${data.vacancyId}）`],
      ["姓氏", data.lastName],
      ["名字", data.firstName],
      ["电子邮件", data.email],
      ["联系电话", data.contactNumber],
      ["留言", data.comment],
    ],
    signOff: [`${brand.name.zh}网站`],
  }),
};
