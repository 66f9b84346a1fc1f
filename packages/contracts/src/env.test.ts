import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives every setting its default", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "pglite:./data/db",
      SEED_ON_START: true,
      NODE_ENV: "production",
    });
  });
  it("refuses bad values with a message naming each setting", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL must start with postgres/);
    }
  });
});
