import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { listSeedFiles, readSeedFile, SeedFileError } from "./seed-files";

const ListSchema = z.array(z.strictObject({ name: z.string(), tags: z.array(z.string()).optional() }));

describe("seed files", () => {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "seed-files-"));
    await mkdir(path.join(folder, "lists"));
    await writeFile(path.join(folder, "lists", "b.json"), '[{ "name": "b" }]');
    await writeFile(path.join(folder, "lists", "a.json"), '[{ "name": "a", "tags": ["x", 1] }, {}]');
    await writeFile(path.join(folder, "lists", "notes.md"), "not data");
    await writeFile(path.join(folder, "broken.json"), '[{ "name": "a", }]');
    await writeFile(path.join(folder, "object.json"), '{ "name": "a" }');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("lists a folder's JSON files in name order, named from the seed folder", async () => {
    expect(await listSeedFiles(folder, "lists")).toEqual(["lists/a.json", "lists/b.json"]);
  });

  it("answers the parsed data of a valid file", async () => {
    expect(await readSeedFile(folder, "lists/b.json", ListSchema)).toEqual([{ name: "b" }]);
  });

  it("names the file and the path of each field in error, one line each", async () => {
    const error = await readSeedFile(folder, "lists/a.json", ListSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SeedFileError);
    expect((error as Error).message).toBe(
      [
        "lists/a.json: [0].tags[1]: Invalid input: expected string, received number",
        "lists/a.json: [1].name: Invalid input: expected string, received undefined",
      ].join("\n"),
    );
    await expect(readSeedFile(folder, "object.json", ListSchema)).rejects.toThrow(
      "object.json: (the whole file): Invalid input: expected array, received object",
    );
  });

  it("names the file that is not JSON", async () => {
    await expect(readSeedFile(folder, "broken.json", ListSchema)).rejects.toThrow(/^broken\.json: .*JSON/);
  });
});
