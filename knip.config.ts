import type { KnipConfig } from "knip";

// Knip (`npm run lint`) finds unused files, exports and dependencies, and imports a workspace does not
// declare. Its React Router, Vite, Vitest, Playwright, Drizzle and Biome plugins find their own entry
// files. `!` marks what production runs: `knip --production --strict` checks that against each
// workspace's own dependencies.
const isProductionRun = process.argv.includes("--production");

export default {
  workspaces: {
    ".": {
      // bench/run.ts starts the baseline server as a process of its own.
      entry: ["scripts/*.ts", "bench/baseline-server.ts"],
      // From Debian (`npm run test:future`), installed by .ci/run.
      ignoreBinaries: ["faketime"],
      project: ["bench/**/*.ts", "e2e/**/*.ts", "scripts/**/*.ts", "*.ts"],
    },
    "apps/api": {
      entry: ["src/{server,db/*-cli,modules/*/*-cli}.ts!"],
      project: ["src/**/*.ts!", "*.ts"],
      // Only `npm run dev` loads Vite (a development dependency of the API), by a dynamic import.
      ignoreDependencies: isProductionRun ? ["vite"] : [],
    },
    "apps/web": {
      // postcss.config.cjs names the PostCSS plugins; Vite loads it without PostCSS being listed.
      postcss: true,
      project: ["app/**/*.{ts,tsx}!", "*.ts"],
    },
    "packages/*": {
      project: ["src/**/*.ts!"],
    },
  },
} satisfies KnipConfig;
