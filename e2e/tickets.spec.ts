import { SIGN_IN_TIMEOUT, signInWithTokens } from "./auth-helpers";
import { expect, expectNoAxeViolations, test, wcagAxe } from "./fixtures";

const TEXT = {
  en: { details: "Details", onTheWay: "Engineer on the way", newTicket: "Open a ticket", send: "Send" },
  km: {
    details: "ព័ត៌មានលម្អិត",
    onTheWay: "វិស្វករកំពុងធ្វើដំណើរមក",
    newTicket: "បើកសំបុត្រសេវា",
    send: "ផ្ញើ",
  },
} as const;

// Each journey loads the self-care screen, its calls and (for the map) MapLibre and its worker.
test.slow();

for (const language of ["en", "km"] as const) {
  const text = TEXT[language];

  test(`Dara follows the open ticket's engineer on the map, in ${language} @phone`, async ({ page }) => {
    await signInWithTokens(page, "dara", language);
    await page.goto("/tickets");
    const rows = page.getByTestId("ticket-row");
    await expect(rows).toHaveCount(3, { timeout: SIGN_IN_TIMEOUT });
    await expect(rows.first().getByTestId("ticket-status")).toHaveAttribute("data-status", "in_progress");
    await expect(rows.nth(1).getByTestId("ticket-status")).toHaveAttribute("data-status", "resolved");
    await expectNoAxeViolations(page);

    await rows
      .first()
      .getByRole("link", { name: new RegExp(text.details) })
      .click();
    const detail = page.getByTestId("ticket-detail");
    await expect(detail).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await expect(page.getByTestId("timeline")).toContainText(text.onTheWay);
    await expect(page.getByTestId("engineer-phone")).toHaveAttribute("href", "tel:+85512734518");
    await expect(page.getByTestId("engineer-name")).toHaveText(
      language === "km" ? "ជា សុភ័ក្រ" : "Chea Sopheak",
    );
    // The engineer's last position, drawn by MapLibre (WebGL in headless Chromium through SwiftShader).
    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-map-state", "drawing");
    await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await expect(map.getByTestId("map-marker")).toBeVisible();
    await expect(page.getByTestId("position-time")).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // The same rules as expectNoAxeViolations, without the WebGL canvas: axe walking it while
    // SwiftShader draws in software outlasted the test; the map's controls and marker are checked.
    const results = await wcagAxe(page).exclude(".maplibregl-canvas-container").analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test(`Dara opens a new ticket, checked field by field, in ${language} @phone`, async ({ page }) => {
    await signInWithTokens(page, "dara", language);
    await page.goto("/tickets");
    await expect(page.getByTestId("ticket-row").first()).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await page.getByRole("button", { name: text.newTicket }).click();
    const form = page.getByTestId("new-ticket-form");
    await form.getByRole("button", { name: text.send }).click();
    await expect(form.getByText(language === "km" ? "ត្រូវតែបំពេញ" : "Required field").first()).toBeVisible();
    await expectNoAxeViolations(page);

    const subject = language === "km" ? "អ៊ីនធឺណិតយឺតពេលល្ងាច" : "Slow internet in the evening";
    // The TV service: the internet service's list stays as the map test expects it.
    await form.getByRole("combobox").selectOption("10024502");
    await form.getByRole("textbox").first().fill(subject);
    await form.getByRole("textbox").nth(1).fill("Speed falls below 5 Mbps every evening after 19:00.");
    await form.getByRole("button", { name: text.send }).click();
    await expect(page.getByTestId("ticket-opened")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
    await expect(page.getByTestId("ticket-detail")).toContainText(subject);
    await expect(page.getByTestId("ticket-status")).toHaveAttribute("data-status", "open");
  });
}

test("a ticket of another customer is not found", async ({ page, consoleErrors }) => {
  // The browser logs the API's 404.
  consoleErrors.allow(/status of 404/);
  await signInWithTokens(page, "sophea", "en");
  await page.goto("/tickets");
  await expect(page.getByTestId("ticket-row").first()).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  const sopheasId = await page.getByTestId("ticket-row").first().getAttribute("data-ticket-id");

  await signInWithTokens(page, "dara", "en");
  await page.goto(`/tickets?id=${sopheasId}`);
  await expect(page.getByTestId("ticket-not-found")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
});
