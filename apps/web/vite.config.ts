import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pureContracts } from "./build-tools/pure-contracts.ts";

export default defineConfig({
  plugins: [reactRouter(), pureContracts()],
  build: { target: "es2022", cssCodeSplit: true },
});
