import { SIGN_IN_TIMEOUT, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Wing's page and the polled result take a while on a loaded machine.
test.describe.configure({ timeout: 90_000 });

// Chan Sophea pays one dollar, less than any invoice: it becomes credit, so her unpaid invoice stays
// for the other pay-my-bill specs.
const TEXTS = {
  en: {
    customer: "Bill of Chan Sophea (CID 100318)",
    mode: "An amount I enter",
    amount: "Amount (US dollars)",
    method: /^Wing web checkout/,
    pay: "Pay $1.00 with Wing web checkout",
    paid: "Thank you! We received your payment",
  },
  km: {
    customer: "វិក្កយបត្ររបស់ Chan Sophea (CID 100318)",
    mode: "ចំនួនទឹកប្រាក់ដែលខ្ញុំបញ្ចូល",
    amount: "ចំនួនទឹកប្រាក់ (ដុល្លារអាមេរិក)",
    method: /^Wing ទូទាត់លើគេហទំព័រ/,
    pay: /^បង់ 1\.00\$ តាម Wing ទូទាត់លើគេហទំព័រ$/,
    paid: "សូមអរគុណ! យើងបានទទួលការទូទាត់របស់អ្នកហើយ",
  },
} as const;

for (const language of ["en", "km"] as const) {
  test(`a customer pays through Wing's web checkout, approved on Wing's page, in ${language}`, async ({
    page,
  }) => {
    const t = TEXTS[language];
    await signInWithTokens(page, "sophea", language);
    await page.goto("/pay_my_bill");
    const invoices = page.getByTestId("pay-bill-invoices");
    await expect(invoices.getByRole("heading", { name: t.customer })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT,
    });
    await invoices.getByRole("radio", { name: t.mode }).check();
    await invoices.getByRole("textbox", { name: t.amount }).fill("1");
    await invoices.getByRole("radio", { name: t.method }).check();
    const pay = invoices.getByRole("button", { name: t.pay });
    await expect(pay).toBeEnabled();
    await pay.click();

    // /online_payment/wingwebsdk asks the server for Wing's token and opens Wing's confirm page.
    await expect(page.getByRole("heading", { name: "Pay with Wing?" })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/sandbox\/wingwebsdk\//);
    await page.getByTestId("sandbox-approve").click();
    await expect(page).toHaveURL(/\/online_payment\/wingwebsdk\/response\?orderId=PMB\d{12}$/);
    const paid = page.getByTestId("pay-bill-paid");
    await expect(paid.getByRole("heading", { name: t.paid })).toBeVisible({ timeout: 30_000 });
    await expect(paid).toContainText(/RC-\d{8}-\d{6}/);
    await expectNoAxeViolations(page);
  });
}
