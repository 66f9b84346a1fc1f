import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where files (images, videos, documents, CVs) live. Embedded default: a folder; at scale: S3. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Writes a stream as it arrives (uploads are never held whole in memory). */
  putStream(key: string, body: Readable): Promise<void>;
  remove(key: string): Promise<void>;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  read(key: string, range?: { start: number; end: number }): Readable;
}

/** Keys are slash-separated; anything that could climb out of the root is refused. */
function assertSafeKey(key: string): void {
  const parts = key.split("/");
  if (parts.some((part) => part === "" || part === "." || part === ".." || part.includes("\\"))) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createFolderStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async putStream(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(body, createWriteStream(file));
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(resolve(key), range);
    },
  };
}
