import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8181);
// The sign-in provider's issuer, callbacks and cookies belong to this address; specs that go to the
// provider directly read it too.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${PORT}`;
const dataDir = ".e2e-data";

// Debian's Chromium (installed by .ci/run); Playwright never downloads a browser here.
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    // A fresh embedded database each run: the server creates, migrates and seeds it on start. The
    // compiled server, as production runs it (`npm run test:e2e` builds it first).
    command: `rm -rf ${dataDir} && node --enable-source-maps apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      // The identity provider's issuer is this address: the browser's origin, as tokens must say.
      PUBLIC_URL: process.env.PUBLIC_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: `pglite:${dataDir}/db`,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  },
});
