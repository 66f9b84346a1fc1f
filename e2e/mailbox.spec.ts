import { LANGUAGES } from "@isp/contracts/languages";
import { enquiryToSupport } from "../apps/api/src/modules/enquiries/enquiry-emails";
import { renderEmail } from "../apps/api/src/modules/notifications/email-layout";
import { renderMailboxMessage } from "../apps/api/src/modules/notifications/mailbox-page";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const enquiry = {
  requestId: 42,
  fullName: "ចាន់ ស្រីមុំ",
  subjectName: "Internet connection",
  email: "sreymom@example.com",
  contactNumber: "012345678",
  accountNumber: "100200300",
  passportNo: null,
  serviceId: "FTTH88",
  comment: "The connection drops every evening.\nPlease call after 5 pm.",
  promoCode: null,
};

test("@phone the development mailbox answers this machine and passes axe", async ({ page }) => {
  const response = await page.goto("/dev/mailbox");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Development mailbox" })).toBeVisible();
  await expectNoAxeViolations(page);
  const messages = await page.request.get("/dev/mailbox/messages");
  expect(Array.isArray((await messages.json()).data)).toBe(true);
});

for (const language of LANGUAGES) {
  test(`@phone an enquiry e-mail in ${language} and the mailbox page showing it pass axe`, async ({
    page,
  }) => {
    const rendered = renderEmail(language, enquiryToSupport[language](enquiry));
    const now = new Date();
    const html = renderMailboxMessage({
      id: 1,
      channel: "email",
      template: "enquiry-to-support",
      language,
      toAddress: "care@romdoul.example",
      replyTo: "dara@example.com",
      ...rendered,
      attachments: [],
      status: "sent",
      attempts: 1,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      sentAt: now,
    });
    // The e-mail sits in a frame where no script may run.
    const frame = /<iframe sandbox [^>]*><\/iframe>/;
    expect(html).toMatch(frame);
    // axe cannot enter such a frame (and any script sent there is blocked and logged): check the page
    // around it, then the e-mail on its own, as a mail client shows it.
    await page.setContent(html.replace(frame, ""));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(rendered.subject);
    await expectNoAxeViolations(page);
    await page.setContent(rendered.htmlBody);
    await expectNoAxeViolations(page);
  });
}
