import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../lib/env";
import { storage } from "../lib/storage";
import { contentTypeOfKey, isSafeStorageKey } from "../lib/storage/storage-key";

/** Copies DATA_DIR/files into the S3_BUCKET bucket; keys already there are skipped, so it can run again. */
async function main() {
  const settings = env();
  if (settings.S3_BUCKET === undefined) throw new Error("S3_BUCKET is not set: nothing to copy into");
  const root = path.resolve(settings.DATA_DIR, "files");
  const target = storage();
  let copied = 0;
  let skipped = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!isSafeStorageKey(key)) continue;
    const existing = await target.get(key);
    if (existing) {
      await existing.body.cancel();
      skipped += 1;
      continue;
    }
    await target.put(key, await readFile(path.join(root, key)), contentTypeOfKey(key));
    copied += 1;
  }
  console.log(`storage:migrate: ${copied} copied, ${skipped} already in ${settings.S3_BUCKET}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
