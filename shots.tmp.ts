import { chromium } from "@playwright/test";
import { MOBILE_CLIENT_ID, SIGN_IN_SCOPE } from "@isp/contracts/identity/clients";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "@isp/contracts/languages";
import { DEV_MOBILE_CLIENT_SECRET } from "./apps/api/src/config";
import { TOKEN_STORAGE_KEYS } from "./apps/web/app/auth/token-storage";
const base = "http://localhost:5301";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });

async function token(user) {
  const r = await fetch(`${base}/identity/connect/token`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from(`${MOBILE_CLIENT_ID}:${DEV_MOBILE_CLIENT_SECRET}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username: `${user}@demo.romdoul.example`, password: "Romdoul-2026", scope: SIGN_IN_SCOPE }),
  });
  const j = await r.json();
  if (!j.access_token) throw new Error(JSON.stringify(j));
  return j.access_token;
}
const [who, paths] = [process.argv[2] ?? "business", (process.argv[3] ?? "/payment_invoice").split(",")];
const access = await token(who);
for (const lang of ["km", "en"]) for (const width of [375, 1280]) for (const path of paths) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: base }]);
  await ctx.addInitScript(([a, l, k1, k2]) => { localStorage.setItem(k1, a); localStorage.setItem(k2, l); }, [access, lang, TOKEN_STORAGE_KEYS.accessToken, LANGUAGE_STORAGE_KEY]);
  const page = await ctx.newPage();
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(`${base}${path}${path.includes("?") ? "&" : "?"}culture=${lang}`);
  await page.waitForTimeout(4000);
  const name = `/tmp/billing-shots/${who}-${path.replace(/[^a-z0-9]/gi, "_")}-${lang}-${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  await page.screenshot({ path: name.replace(".png", "-top.png") });
  if (process.argv[4]) { await page.getByRole("button", { name: process.argv[4] }).first().click().catch(() => {}); await page.waitForTimeout(2500); await page.screenshot({ path: name.replace(".png", "-detail.png") }); }
  console.log(name);
  await ctx.close();
}
await browser.close();
