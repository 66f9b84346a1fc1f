// `npm run build -w apps/api`: compiles the server and its command-line tools to JavaScript in dist/,
// so production runs plain `node` (tsx is a development tool). Plain Node runs this file: its types
// are stripped, so it may hold only erasable TypeScript.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, "dist");

// npm packages stay imports (sharp and PGlite load native and WebAssembly files beside their code);
// the workspace packages export TypeScript sources, so they are compiled in.
const keepPackagesExternal: Plugin = {
  name: "keep-packages-external",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@isp/") ? undefined : { path: args.path, external: true },
    );
  },
};

// Modules find the files they read (migrations, seed media) relative to their own source file. In
// the bundle every module shares one `import.meta.url`, so each module's own is rebuilt from the
// bundle's: the sources stay where they are, and the bundle in dist/ points back at them. Every output
// file sits directly in dist/ (entries named below, shared chunks beside them), so one relative path
// from dist/ is right wherever esbuild puts a module.
const keepSourceLocations: Plugin = {
  name: "keep-source-locations",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join("/");
      return {
        contents: source.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: "ts",
      };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(apiRoot, "src/server.ts"),
    "migrate-cli": path.join(apiRoot, "src/db/migrate-cli.ts"),
    "seed-cli": path.join(apiRoot, "src/db/seed-cli.ts"),
    "rotate-keys-cli": path.join(apiRoot, "src/modules/identity/rotate-keys-cli.ts"),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  sourcemap: true,
  logLevel: "warning",
  plugins: [keepPackagesExternal, keepSourceLocations],
});
