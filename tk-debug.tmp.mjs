import { chromium } from "playwright-core";
const base = "http://127.0.0.1:5305";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1366), height: 900 } });
const page = await context.newPage();
const tokenRes = await page.request.post(`${base}/identity/connect/token`, {
  headers: { authorization: `Basic ${Buffer.from("romdoul-mobile:romdoul-mobile-dev").toString("base64")}` },
  form: { grant_type: "password", username: process.env.WHO ?? "dara@demo.romdoul.example", password: "Romdoul-2026", scope: "openid profile email phone offline_access" },
});
const tokens = await tokenRes.json();
const lang = process.env.LANG_ ?? "en";
await context.addCookies([{ name: "romdoul_lang", value: lang, url: base }]);
await page.addInitScript(({ a, r, l }) => { localStorage.setItem("romdoul.accessToken", a); if (r) localStorage.setItem("romdoul.refreshToken", r); localStorage.setItem("romdoul.language", l); }, { a: tokens.access_token, r: tokens.refresh_token, l: lang });
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("response", (r) => { if (r.url().includes("-api")) console.log("resp", r.status(), r.url()); });
await page.goto(`${base}${process.env.P ?? "/tickets"}`);
await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT, fullPage: process.env.FULL === "1" });
await browser.close();
