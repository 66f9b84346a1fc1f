import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["apps/**/*.test.{ts,tsx}", "packages/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "e2e/**"],
    // A test file per core: Vitest's default (one core fewer) runs the files one at a time on 2 cores, and
    // each file waits on its database, a browser or timers part of the time.
    maxWorkers: "100%",
    testTimeout: 30_000,
    // A suite's app on a fresh database (migrations and seed): over 60 s once on a busy 2-core machine.
    hookTimeout: 120_000,
    setupFiles: ["./vitest.setup.ts"],
  },
});
