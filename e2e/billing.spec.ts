import { readFile } from "node:fs/promises";
import { CONSENT_COOKIE } from "@isp/contracts/web-pages";
import { SIGN_IN_TIMEOUT, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, gotoIn, test } from "./fixtures";

// Sign-in by tokens, a private screen's own calls, then axe: more than 30 s on a busy machine.
test.slow();

test.describe("self-care billing: invoices and payments", () => {
  test("a consumer sees the unpaid invoice first, then the paid ones, in Khmer @phone", async ({ page }) => {
    await signInWithTokens(page, "dara", "km");
    await page.goto("/payment_invoice");
    const unpaid = page.getByTestId("unpaid-invoices");
    await expect(unpaid.getByRole("heading", { name: "វិក្កយបត្រមិនទាន់បង់" })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT,
    });
    await expect(unpaid.getByTestId("invoice")).toHaveCount(1);
    await expect(unpaid.getByRole("link", { name: "បង់ឥឡូវនេះ" })).toHaveAttribute(
      "href",
      /^\/pay_my_bill\?invoice=\d+$/,
    );
    const paid = page.getByTestId("paid-invoices");
    await expect(paid.getByTestId("invoice")).toHaveCount(11);
    await expect(paid.getByTestId("invoice").first()).toContainText("បានបង់");
    // Khmer writes the dollar sign after the amount: ($25 + $5) + 10% VAT.
    await expect(unpaid.getByTestId("invoice-total")).toHaveText("33.00$");
    await expectNoAxeViolations(page);
  });

  test("an invoice's detail shows its lines, net value, VAT and total in Khmer @phone", async ({ page }) => {
    await signInWithTokens(page, "dara", "km");
    await page.goto("/payment_invoice");
    await page
      .getByTestId("unpaid-invoices")
      .getByRole("button", { name: /^ព័ត៌មានលម្អិត វិក្កយបត្រ INV-/ })
      .click({ timeout: SIGN_IN_TIMEOUT });
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("invoice-lines")).toContainText("MegaSurf 50", {
      timeout: SIGN_IN_TIMEOUT,
    });
    await expect(dialog.getByTestId("invoice-lines")).toContainText("ONE TV Standard");
    await expect(dialog.getByTestId("invoice-detail-total")).toHaveText("33.00$");
    await expect(dialog).toContainText("អាករលើតម្លៃបន្ថែម (១០%)");
    await expect(page).toHaveURL(/\?invoice=\d+$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/payment_invoice$/);
  });

  test("a business sees its overdue invoice, pays from it, and downloads its PDF with its token", async ({
    page,
  }) => {
    await signInWithTokens(page, "business", "en");
    await page.goto("/payment_invoice");
    const unpaid = page.getByTestId("unpaid-invoices").getByTestId("invoice");
    await expect(unpaid).toHaveCount(2, { timeout: SIGN_IN_TIMEOUT });
    await expect(unpaid.first()).toContainText("Overdue");
    await expect(unpaid.first().getByTestId("invoice-total")).toHaveText("$482.90");
    await expect(page.getByTestId("paid-invoices").getByTestId("invoice")).toHaveCount(10);
    await expectNoAxeViolations(page);

    // The PDF route is the documents module's; here only the download is checked: the owner's token
    // goes with it and the file is saved under the invoice's number.
    const number = await unpaid.first().getAttribute("data-invoice-number");
    let authorization: string | undefined;
    await page.route(/\/bs2-api\/api\/v1\/Customers\/200017\/Invoices\/\d+\/pdf$/, async (route) => {
      authorization = route.request().headers().authorization;
      await route.fulfill({ contentType: "application/pdf", body: "%PDF-1.7\n%%EOF\n" });
    });
    const download = page.waitForEvent("download");
    await unpaid
      .first()
      .getByRole("button", { name: `Download PDF of ${number}` })
      .click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
    expect(authorization).toMatch(/^Bearer \S+$/);

    // Signed in, "Pay now" goes straight to the business's own unpaid invoices, this one chosen.
    await unpaid.first().getByRole("link", { name: "Pay now" }).click();
    await expect(page).toHaveURL(/\/pay_my_bill\?invoice=\d+$/);
    const payable = page.getByTestId("pay-bill-invoices");
    await expect(payable.getByRole("heading", { name: /\(CID 200017\)$/ })).toBeVisible({
      timeout: SIGN_IN_TIMEOUT,
    });
    await expect(payable.getByRole("checkbox", { checked: true })).toHaveCount(1);
    await expect(payable.getByTestId("pay-bill-total")).toHaveText(`Total to pay: $482.90`);
  });

  test("an invoice's own link opens it without signing in, and a changed link opens nothing @phone", async ({
    page,
    browser,
  }) => {
    await signInWithTokens(page, "dara", "km");
    await page.goto("/payment_invoice");
    await page
      .getByTestId("unpaid-invoices")
      .getByRole("button", { name: /^ព័ត៌មានលម្អិត វិក្កយបត្រ INV-/ })
      .click({ timeout: SIGN_IN_TIMEOUT });
    const share = page.getByRole("dialog").getByTestId("invoice-share");
    await expect(share).toContainText("តំណទៅវិក្កយបត្រនេះ", { timeout: SIGN_IN_TIMEOUT });
    const url = await share.getByTestId("invoice-share-url").inputValue();
    expect(url).toMatch(/\/invoice_template\?customerId=100245&invoiceId=\d+&token=\d{8}\.[\w-]{43}$/);

    // Whoever pays it opens the link in another browser, in English, with no account.
    const payer = await browser.newContext({ viewport: page.viewportSize() });
    await payer.addCookies([{ name: CONSENT_COOKIE, value: "accepted", url }]);
    const payerPage = await payer.newPage();
    await gotoIn(payerPage, "en", url);
    const opened = payerPage.getByTestId("invoice-link");
    await expect(payerPage.getByRole("heading", { level: 1 })).toHaveText(/^Invoice INV-\d{8}-100245$/);
    await expect(opened).toContainText("Customer ID (CID): 100245");
    await expect(opened.getByTestId("invoice-lines")).toContainText("MegaSurf 50");
    await expect(opened.getByTestId("invoice-detail-total")).toHaveText("$33.00");
    await expect(opened.getByRole("link", { name: "Pay now" })).toHaveAttribute(
      "href",
      /^\/pay_my_bill\?invoice=\d+$/,
    );
    const download = payerPage.waitForEvent("download");
    await opened.getByRole("button", { name: "Download PDF" }).click();
    const pdf = await readFile((await (await download).path()) ?? "");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoAxeViolations(payerPage);

    // One changed letter of the signature: a 404 page with a notice, and no invoice.
    const last = url.at(-1) === "A" ? "B" : "A";
    const response = await payerPage.goto(`${url.slice(0, -1)}${last}`);
    expect(response?.status()).toBe(404);
    await expect(payerPage.getByTestId("invoice-link-refused")).toContainText(
      "This invoice link is not valid or has expired.",
    );
    await expect(payerPage.getByTestId("invoice-lines")).toHaveCount(0);
    await payer.close();
  });

  test("payment history lists payments with method, comment, amount and receipt in English", async ({
    page,
  }) => {
    await signInWithTokens(page, "business", "en");
    await page.goto("/payment_history");
    const payments = page.getByTestId("payment");
    await expect(payments).toHaveCount(8, { timeout: SIGN_IN_TIMEOUT });
    await expect(page.getByTestId("payment-method").filter({ hasText: "Cash at a branch" })).toHaveCount(2);
    const twoMonths = payments.filter({ hasText: "two months" }).first();
    await expect(twoMonths.getByTestId("payment-amount")).toHaveText("$965.80");
    await expect(twoMonths.getByRole("button", { name: /^Receipt PDF of RC-\d{8}-\d{6}$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("payment history in Khmer @phone", async ({ page }) => {
    await signInWithTokens(page, "dara", "km");
    await page.goto("/payment_history");
    await expect(page.getByTestId("payment")).toHaveCount(11, { timeout: SIGN_IN_TIMEOUT });
    await expect(page.getByTestId("payment-method").filter({ hasText: "ABA PayWay" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^បង្កាន់ដៃ PDF នៃ RC-/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a payment's receipt opens on its own page and downloads as a real PDF", async ({ page }) => {
    await signInWithTokens(page, "sophea", "en");
    await page.goto("/payment_history");
    const first = page.getByTestId("payment").first();
    const number = await first.getAttribute("data-receipt-number", { timeout: SIGN_IN_TIMEOUT });
    await first.getByRole("link", { name: `View receipt ${number}` }).click();
    await expect(page).toHaveURL(/\/receipt_template\?paymentId=\d+$/);
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(number ?? "", { timeout: SIGN_IN_TIMEOUT });
    await expect(receipt.getByRole("button", { name: "Print" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The server prints it with Chromium (documents module): a PDF, saved under the receipt number.
    const download = page.waitForEvent("download", { timeout: 60_000 });
    await receipt.getByRole("button", { name: `Receipt PDF of ${number}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile((await file.path()) ?? "");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

    await page.goto("/receipt_template?paymentId=999999");
    await expect(page.getByTestId("self-care-empty")).toContainText("could not find this receipt", {
      timeout: SIGN_IN_TIMEOUT,
    });
  });
});
