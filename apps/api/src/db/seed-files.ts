import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";

/**
 * The folder of a module's seed files (its JSON data and `media/`), beside the seeder's own source.
 * Every seeder finds its files through this one function, the place to change if compiled code is
 * ever run from a folder the files are not shipped into.
 */
export function seedFolderOf(seederUrl: string): string {
  return path.dirname(fileURLToPath(seederUrl));
}

/** A seed file that is not JSON or breaks its schema: one line per problem, naming file and field. */
export class SeedFileError extends Error {
  override name = "SeedFileError";
}

/** `webParts[3].items[0].text.km.title`, as an editor finds it in the file. */
function describePath(keys: readonly PropertyKey[]): string {
  const described = keys
    .map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`))
    .join("")
    .replace(/^\./, "");
  return described || "(the whole file)";
}

/** Reads `file` (relative to `folder`, as errors name it) and checks it against `schema`. */
export async function readSeedFile<S extends z.ZodType>(
  folder: string,
  file: string,
  schema: S,
): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(folder, file), "utf8"));
  } catch (error) {
    throw new SeedFileError(`${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new SeedFileError(
      result.error.issues.map((issue) => `${file}: ${describePath(issue.path)}: ${issue.message}`).join("\n"),
    );
  }
  return result.data;
}

/** The JSON files of a subfolder, as `subfolder/name.json` in name order (the order they are seeded in). */
export async function listSeedFiles(folder: string, subfolder: string): Promise<string[]> {
  const names = await readdir(path.join(folder, subfolder));
  return names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${subfolder}/${name}`);
}
