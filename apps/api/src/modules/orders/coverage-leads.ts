import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import type { OutOfCoverageLeadSchema } from "@isp/contracts/orders/out-of-coverage-lead";
import { normalizePhone } from "@isp/contracts/validation/rules";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { EmailTemplate } from "../notifications/email-layout";
import { queueEmail } from "../notifications/queue-email";
import { coverageLeads } from "./tables";

type LeadData = { leadId: number; fullName: string; contactNumber: string; plan: string; place: string };

const leadToSales: EmailTemplate<LeadData> = {
  km: (data) => ({
    subject: `សំណើឲ្យទូរស័ព្ទ ${data.leadId}៖ អាសយដ្ឋានក្រៅតំបន់សេវា (${data.fullName})`,
    greeting: "ជូនចំពោះក្រុមការងារលក់",
    paragraphs: ["អតិថិជនម្នាក់ដែលអាសយដ្ឋានមិនទាន់មានសេវា កំពុងរង់ចាំការទូរស័ព្ទពីអ្នក។"],
    fields: [
      ["លេខយោង", String(data.leadId)],
      ["ឈ្មោះ", data.fullName],
      ["ទូរស័ព្ទ", data.contactNumber],
      ["គម្រោង", data.plan],
      ["ទីកន្លែង", data.place],
    ],
    signOff: [`គេហទំព័រ ${brand.name.km}`],
  }),
  en: (data) => ({
    subject: `Call request ${data.leadId}: address out of coverage (${data.fullName})`,
    greeting: "Dear sales team,",
    paragraphs: ["Someone whose address is not covered yet is waiting for your call."],
    fields: [
      ["Reference", String(data.leadId)],
      ["Name", data.fullName],
      ["Phone", data.contactNumber],
      ["Plan", data.plan],
      ["Place", data.place],
    ],
    signOff: [`${brand.name.en} website`],
  }),
  zh: (data) => ({
    subject: `回电请求 ${data.leadId}：地址不在覆盖范围（${data.fullName}）`,
    greeting: "销售团队：",
    paragraphs: ["一位地址尚未覆盖的访客正在等待您的来电。"],
    fields: [
      ["参考编号", String(data.leadId)],
      ["姓名", data.fullName],
      ["电话", data.contactNumber],
      ["套餐", data.plan],
      ["位置", data.place],
    ],
    signOff: [`${brand.name.zh}网站`],
  }),
};

/** Stores an out-of-coverage lead and tells sales in the same transaction. */
export async function saveCoverageLead(
  db: Database,
  {
    accountId,
    lead,
    language,
    salesEmail,
  }: {
    accountId: string;
    lead: z.output<typeof OutOfCoverageLeadSchema>;
    language: Language;
    salesEmail: string;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const contactNumber = normalizePhone(lead.contactNumber);
    const [row] = await tx
      .insert(coverageLeads)
      .values({
        accountId,
        fullName: lead.fullName,
        contactNumber,
        planCode: lead.planCode ?? null,
        communeCode: lead.communeCode ?? null,
        latitude: lead.position?.lat ?? null,
        longitude: lead.position?.lng ?? null,
      })
      .returning({ id: coverageLeads.id });
    if (!row) throw new Error("The lead was not saved");
    const place = [
      lead.communeCode ? `commune ${lead.communeCode}` : null,
      lead.position ? `${lead.position.lat}, ${lead.position.lng}` : null,
    ]
      .filter(Boolean)
      .join(" · ");
    await queueEmail(tx, {
      template: "coverage-lead-to-sales",
      to: salesEmail,
      language,
      content: leadToSales[language]({
        leadId: row.id,
        fullName: lead.fullName,
        contactNumber,
        plan: lead.planCode ?? "",
        place,
      }),
    });
    return row.id;
  });
}
