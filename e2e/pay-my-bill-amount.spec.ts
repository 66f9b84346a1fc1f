import { SIGN_IN_TIMEOUT, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// An amount below any invoice's total: it settles none and becomes credit, so the demo invoices other
// specs count stay unpaid. Chan Sophea, whose payments no other spec counts.
const AMOUNT = "2";

// The gateway's page and the polled result take a while on a loaded machine.
test.describe.configure({ timeout: 90_000 });

const TEXTS = {
  en: {
    customer: "Bill of Chan Sophea (CID 100318)",
    mode: "An amount I enter",
    amount: "Amount (US dollars)",
    tooLittle: "The amount must be at least USD 1",
    method: /^ABA PayWay/,
    pay: "Pay $2.00 with ABA PayWay",
    gateway: "Pay with ABA PayWay?",
    result: /\/online_payment\/aba\/response\?orderId=PMB\d{12}$/,
    paid: "Thank you! We received your payment",
    asCredit: "It is kept as credit for your next invoices.",
    another: "Pay another bill",
    credit: /^Your credit: \$\d+\.\d{2}\. It pays your next invoices\.$/,
  },
  km: {
    customer: "វិក្កយបត្ររបស់ Chan Sophea (CID 100318)",
    mode: "ចំនួនទឹកប្រាក់ដែលខ្ញុំបញ្ចូល",
    amount: "ចំនួនទឹកប្រាក់ (ដុល្លារអាមេរិក)",
    tooLittle: "ចំនួនទឹកប្រាក់ត្រូវតែយ៉ាងតិច 1 ដុល្លារ",
    method: /^Wing$/,
    pay: /^បង់ 2\.00\$ តាម Wing$/,
    gateway: "Pay with Wing?",
    result: /\/online_payment\/wing\/response\?orderId=PMB\d{12}$/,
    paid: "សូមអរគុណ! យើងបានទទួលការទូទាត់របស់អ្នកហើយ",
    asCredit: "ប្រាក់នេះត្រូវបានរក្សាទុកជាប្រាក់សល់ក្នុងគណនី សម្រាប់វិក្កយបត្របន្ទាប់របស់អ្នក។",
    another: "បង់វិក្កយបត្រផ្សេងទៀត",
    credit: /^ប្រាក់សល់ក្នុងគណនីរបស់អ្នក៖ /,
  },
} as const;

for (const [language, width] of [
  ["en", 1280],
  ["km", 375],
] as const) {
  test(`a customer pays an amount rather than chosen invoices, through a sandbox, and it becomes credit, in ${language} at ${width} px`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    await page.setViewportSize({ width, height: 800 });
    await signInWithTokens(page, "sophea", language);
    await page.goto("/pay_my_bill");
    const invoices = page.getByTestId("pay-bill-invoices");
    await expect(invoices.getByRole("heading", { name: t.customer })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT,
    });
    await invoices.getByRole("radio", { name: t.mode }).check();
    const amount = invoices.getByRole("textbox", { name: t.amount });
    // First the total due.
    await expect(amount).toHaveValue(/^\d[\d,]*(\.\d{1,2})?$/);
    await amount.fill("0.5");
    await expect(invoices.getByText(t.tooLittle).first()).toBeVisible();
    await amount.fill(AMOUNT);
    await invoices.getByRole("radio", { name: t.method }).check();
    const pay = invoices.getByRole("button", { name: t.pay });
    await expect(pay).toBeEnabled();
    await expectNoAxeViolations(page);
    await pay.click();

    await expect(page.getByRole("heading", { name: t.gateway })).toBeVisible({ timeout: 20_000 });
    await page.getByTestId("sandbox-approve").click();
    await expect(page).toHaveURL(t.result);
    const paid = page.getByTestId("pay-bill-paid");
    await expect(paid.getByRole("heading", { name: t.paid })).toBeVisible({ timeout: 30_000 });
    await expect(paid).toContainText(/RC-\d{8}-\d{6}/);
    await expect(paid).toContainText(t.asCredit);
    await expectNoAxeViolations(page);

    await paid.getByRole("link", { name: t.another }).click();
    const again = page.getByTestId("pay-bill-invoices");
    await expect(again.getByTestId("pay-bill-credit")).toHaveText(t.credit, { timeout: 20_000 });
  });
}
