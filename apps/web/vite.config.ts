import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pureContracts } from "./build-tools/pure-contracts.ts";
import { shellChunk } from "./build-tools/shell-chunk.ts";

const reactOnPreact = fileURLToPath(new URL("./build-tools/react-on-preact.ts", import.meta.url));

export default defineConfig({
  plugins: [reactRouter(), pureContracts()],
  resolve: {
    // Preact renders the app, on the server and in the browser, through its React compatibility layer:
    // React DOM alone is 67 kB of gzipped JavaScript, over half the home page's budget (issue 9).
    alias: [
      { find: /^react(-dom)?$/, replacement: reactOnPreact },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^scheduler$/, replacement: "preact/compat/scheduler" },
    ],
  },
  environments: {
    // Bundled, so that the aliases above apply to the server's libraries too (left as imports, they
    // would load React).
    ssr: {
      resolve: { noExternal: true },
      // Development runs the server's modules as ES modules: the CommonJS libraries among them are
      // converted once, as for the browser.
      optimizeDeps: { noDiscovery: false },
    },
  },
  build: {
    target: "es2022",
    cssCodeSplit: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Every page needs all of Preact and React Router: one file compresses better and costs one
          // request instead of several.
          groups: [
            { name: "framework", test: /node_modules[\\/](preact|react-router)[\\/]/ },
            // Only forms need zod; left to itself the bundler folds it into a chunk every page loads.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            // Mantine's parts that most screens use (Box, Button, Group, Paper, Alert…): one file instead
            // of a dozen small ones (the home page's modules went from 42 to 32, each one a fetch, a compile
            // and a link on a slow phone). Parts fewer chunks share stay with their screens: at 10 the home
            // page went over its JavaScript budget.
            { name: "mantine", test: /node_modules[\\/]@mantine[\\/]core[\\/]/, minShareCount: 25 },
            // The app's own modules that every page runs (build-tools/shell-chunk.ts): 33 files a page → 20.
            { name: shellChunk },
          ],
        },
      },
    },
  },
});
