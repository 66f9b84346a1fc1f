import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A PDF's text as a reader meets it, columns kept apart (poppler's `pdftotext -layout`). */
export async function extractPdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(folder, "document.pdf");
    await writeFile(file, pdf);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
