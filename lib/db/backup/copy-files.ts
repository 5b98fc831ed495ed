import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import path from "node:path";

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Copies the stored files under `from` into `to` while the server may still write there: files are
 * written under a temporary name and renamed (so `.tmp` files are skipped) and never change after,
 * so a hard link is a copy; a file deleted meanwhile is left out.
 */
export async function copyStoredFiles(from: string, to: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (isGone(error)) return 0;
    throw error;
  }
  await mkdir(to, { recursive: true });
  let copied = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += await copyStoredFiles(source, target);
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) copied += (await copyOne(source, target)) ? 1 : 0;
  }
  return copied;
}

async function copyOne(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
  }
  try {
    await copyFile(source, target);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}
