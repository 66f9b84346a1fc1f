// `npm start` (and `npm run db:migrate` / `db:seed`): runs a compiled entry of apps/api/dist, building
// the app first only when there is no build or `--rebuild` is given. A build older than the sources is
// run as it is, with a warning: a production machine may hold a build and no build tools. Plain Node
// runs this file (types stripped), so it holds only erasable TypeScript.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry = "server", ...options] = process.argv.slice(2);
const entryFile = path.join(root, "apps/api/dist", `${entry}.js`);
const builds = [entryFile, path.join(root, "apps/web/build/server/index.js")];
const sources = ["apps/api/src", "apps/web/app", "packages/brand/src", "packages/contracts/src"];

function newestFileUnder(folder: string): { file: string; modified: number } | undefined {
  let newest: { file: string; modified: number } | undefined;
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const file = path.join(folder, name);
    const modified = statSync(file).mtimeMs;
    if (!newest || modified > newest.modified) newest = { file, modified };
  }
  return newest;
}

if (options.includes("--rebuild") || !builds.every((file) => existsSync(file))) {
  const { status } = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
} else {
  const built = Math.min(...builds.map((file) => statSync(file).mtimeMs));
  const changed = sources
    .map((folder) => newestFileUnder(path.join(root, folder)))
    .find((newest) => newest && newest.modified > built);
  if (changed) {
    console.warn(
      `${path.relative(root, changed.file)} changed after the last build, which runs as it is; ` +
        "`npm start -- --rebuild` (or `npm run build`) builds again.",
    );
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(entryFile).href);
