import { EnvError, parseEnv } from "@isp/contracts/env";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../../config";

const CAPTCHA_SECRET = "s".repeat(32);

describe("PDF settings", () => {
  it("default to Debian's Chromium, two pages at once, no Gotenberg", async () => {
    const config = await configFromEnv(parseEnv({ CAPTCHA_SECRET }), "pglite");
    expect(config.pdf).toEqual({ chromiumPath: "/usr/bin/chromium", concurrency: 2 });
  });

  it("take a Gotenberg URL (without its trailing slash), a Chromium path and a concurrency", async () => {
    const env = parseEnv({
      CAPTCHA_SECRET,
      GOTENBERG_URL: "http://gotenberg:3000/",
      CHROMIUM_PATH: "/opt/chromium/chrome",
      PDF_CONCURRENCY: "4",
    });
    expect((await configFromEnv(env, "pglite")).pdf).toEqual({
      chromiumPath: "/opt/chromium/chrome",
      concurrency: 4,
      gotenbergUrl: "http://gotenberg:3000",
    });
  });

  it("refuse a Gotenberg address that is not a URL and a concurrency of 0", () => {
    expect(() => parseEnv({ GOTENBERG_URL: "gotenberg:3000" })).toThrow(
      /GOTENBERG_URL must be an absolute URL/,
    );
    expect(() => parseEnv({ PDF_CONCURRENCY: "0" })).toThrow(EnvError);
  });
});
