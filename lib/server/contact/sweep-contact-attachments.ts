// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import "server-only";
import { inArray } from "drizzle-orm";
import { contactAttachments } from "../../db/schema";
import type { Db } from "../../db/types";
import { CONTACT_ORPHAN_GRACE_MS } from "../../domain/contact";
import type { Storage } from "../../storage";
import { CONTACT_ATTACHMENT_PREFIX } from "./attachment-bytes";
import { systemClock } from "../context";

const BATCH = 500;

/**
 * Removes attachment files that no stored message names and that are older than the grace period
 * (a post still in flight has written its files but not yet its message). Returns how many went.
 */
export async function sweepContactAttachments(db: Db, files: Storage, now = systemClock.now()): Promise<number> {
  const before = now.getTime() - CONTACT_ORPHAN_GRACE_MS;
  let candidates: string[] = [];
  let removed = 0;
  const removeUnnamed = async () => {
    const named = await db.select({ key: contactAttachments.storageKey }).from(contactAttachments).where(inArray(contactAttachments.storageKey, candidates));
    const keep = new Set(named.map((row) => row.key));
    const orphans = candidates.filter((key) => !keep.has(key));
    await Promise.all(orphans.map((key) => files.delete(key)));
    removed += orphans.length;
    candidates = [];
  };
  for await (const file of files.list(CONTACT_ATTACHMENT_PREFIX)) {
    if (file.modifiedAt.getTime() >= before) continue;
    candidates.push(file.key);
    if (candidates.length >= BATCH) await removeUnnamed();
  }
  if (candidates.length > 0) await removeUnnamed();
  return removed;
}
