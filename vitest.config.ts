import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.{ts,tsx}", "packages/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./vitest.setup.ts"],
  },
});
