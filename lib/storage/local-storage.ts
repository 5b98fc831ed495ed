import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Storage, StoredFile } from "./storage";
import { assertSafeStorageKey, contentTypeOfKey } from "./storage-key";

const isMissing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

/** Files under one directory; writes go to a temporary name first, so readers never see half a file. */
export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeStorageKey(key);
    return path.join(base, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size, contentType: contentTypeOfKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const folder = path.join(base, ...prefix.split("/").filter(Boolean));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (info) yield { key: path.relative(base, file).split(path.sep).join("/"), modifiedAt: info.mtime };
      }
    },
  };
}
