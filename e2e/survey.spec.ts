import type { Page } from "@playwright/test";
import en from "../apps/web/app/i18n/locales/en.json" with { type: "json" };
import km from "../apps/web/app/i18n/locales/km.json" with { type: "json" };
import { expect, expectNoAxeViolations, gotoIn, test } from "./fixtures";

type Survey = typeof en.survey;

/** The accessible name of a score's link, as the question screen words it (the ends add their label). */
const scoreName = (texts: Survey, score: number) =>
  new RegExp(`^${texts.scoreLabel.replace("{{score}}", String(score))}`);

/** Picks a score, ticks reasons, writes a comment and sends; each screen shows no site header. */
async function answerSurvey(
  page: Page,
  texts: Survey,
  { score, reasons, comment }: { score: number; reasons: string[]; comment: string },
) {
  await expect(page.locator(".site-header")).toHaveCount(0);
  await page.getByRole("link", { name: scoreName(texts, score) }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/${score}/reasons$`));
  await expect(page.locator(".site-header")).toHaveCount(0);
  for (const reason of reasons) await page.getByRole("checkbox", { name: reason }).check();
  await page.getByRole("textbox", { name: texts.comment }).fill(comment);
  await page.getByRole("button", { name: texts.send }).click();
  await expect(page).toHaveURL(new RegExp(`/survey/${score}/thanks$`));
  await expect(page.getByRole("heading", { level: 1, name: texts.thanksTitle })).toBeVisible();
}

test("a customer answers the survey in English, every screen accessible @phone", async ({ page }) => {
  await gotoIn(page, "en", "/survey");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How likely are you to recommend Romdoul Net to a friend or colleague?",
  );
  const scale = page.getByRole("list", { name: /How likely/ });
  await expect(scale.getByRole("link")).toHaveCount(11);
  await expect(scale.getByRole("link", { name: "0 out of 10, Not at all likely" })).toBeVisible();
  await expect(scale.getByRole("link", { name: "10 out of 10, Extremely likely" })).toBeVisible();
  // Every score is a comfortable target on a phone as on a desktop.
  for (const box of await scale
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole("link", { name: /Romdoul Net/ })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: scoreName(en.survey, 7) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.survey.heading.passive);
  await expect(page.getByText("Your score: 7 out of 10")).toBeVisible();
  // Passives are asked what would make a 10: coverage yes, billing (a detractor's reason) no.
  await expect(page.getByRole("checkbox")).toHaveCount(8);
  await expect(page.getByRole("checkbox", { name: en.survey.reasons.coverage })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: en.survey.reasons.billing })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goBack();
  await answerSurvey(page, en.survey, {
    score: 7,
    reasons: [en.survey.reasons.wifi, en.survey.reasons.tv_channels],
    comment: "More sports channels, please.",
  });
  await expect(page.getByText(en.survey.thanks.passive)).toBeVisible();
  await expect(page.getByRole("link", { name: en.survey.home })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
});

test("a customer answers the survey in Khmer, and an unhappy one is offered the hotline", async ({
  page,
}) => {
  await gotoIn(page, "km", "/survey");
  await expect(page.locator("html")).toHaveAttribute("lang", "km");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: scoreName(km.survey, 3) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(km.survey.heading.detractor);
  await expectNoAxeViolations(page);
  await page.goBack();
  await answerSurvey(page, km.survey, {
    score: 3,
    reasons: [km.survey.reasons.speed, km.survey.reasons.billing],
    comment: "អ៊ីនធឺណិតយឺតពេលល្ងាច",
  });
  await expect(page.getByRole("link", { name: "023 888 168" })).toHaveAttribute("href", "tel:+85523888168");
  await expectNoAxeViolations(page);
});

test("the survey works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await gotoIn(page, "en", "/survey");
  await answerSurvey(page, en.survey, {
    score: 10,
    reasons: [en.survey.reasons.support],
    comment: "The technician was quick and friendly.",
  });
  await expect(page.getByText(en.survey.thanks.promoter)).toBeVisible();
  await context.close();
});

test("a refused answer shows the API's messages beside the field and keeps what was typed", async ({
  browser,
}) => {
  // Without script, so the tampered form below goes out exactly as the page holds it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await gotoIn(page, "en", "/survey/9/reasons");
  // A reason that promoters are not asked about, as a tampered form would send it.
  const speed = page.getByRole("checkbox", { name: en.survey.reasons.speed });
  await speed.evaluate((input) => {
    (input as HTMLInputElement).value = "billing";
  });
  await speed.check();
  await page.getByRole("textbox", { name: en.survey.comment }).fill("Kept after the error");
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.request().method() === "POST"),
    page.getByRole("button", { name: en.survey.send }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields");
  await expect(page.getByRole("group", { name: en.survey.reasonsLegend })).toHaveAccessibleDescription(
    "Please choose only from the options shown",
  );
  await expect(page).toHaveURL(/\/survey\/9\/reasons$/);
  await expect(page.getByRole("textbox", { name: en.survey.comment })).toHaveValue("Kept after the error");
  await context.close();
});

test("a score outside 0 to 10 is not found", async ({ request }) => {
  for (const path of ["/survey/11/reasons", "/survey/-1/reasons", "/survey/07/thanks", "/survey/x/thanks"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('data-testid="not-found"');
  }
  const posted = await request.post("/survey/11/reasons", { form: { comment: "x" } });
  expect(posted.status()).toBe(404);
});
