import { DEFAULT_ENQUIRY_SUBJECT_ID } from "@isp/contracts/enquiries/list-enquiry-subjects";
import { describe, expect, it } from "vitest";
import { loadSeedSubjects, SeedSubjectsFileSchema } from "./seed-enquiry-subjects";

describe("seeded enquiry subjects", () => {
  it("start with the form's default subject, each id once", async () => {
    const subjects = await loadSeedSubjects();
    expect(subjects[0]?.id).toBe(DEFAULT_ENQUIRY_SUBJECT_ID);
    expect(new Set(subjects.map((subject) => subject.id)).size).toBe(subjects.length);
  });

  it("refuses a list that does not start with the default subject", () => {
    const name = { km: "ផ្សេងៗ", en: "Other", zh: "其他" };
    const result = SeedSubjectsFileSchema.safeParse([{ id: DEFAULT_ENQUIRY_SUBJECT_ID + 1, name }]);
    expect(result.error?.issues[0]?.message).toBe(
      `the first subject is the default one, id ${DEFAULT_ENQUIRY_SUBJECT_ID}`,
    );
  });
});
