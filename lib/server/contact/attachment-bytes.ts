// No "server-only" marker: the job worker (npm run worker) loads this outside Next.
import "server-only";
import type { contactAttachments } from "../../db/schema";
import { storage } from "../../storage";
import { PRIVATE_KEY_PREFIX } from "../../storage/storage-key";

/** Storage keys of contact attachments: never served by /files, only to the platform administrator. */
export const CONTACT_ATTACHMENT_PREFIX = `${PRIVATE_KEY_PREFIX}contact/`;

/** An attachment's bytes, from the storage, or from the row for attachments received before the storage held them. */
export async function attachmentBytes(row: Pick<typeof contactAttachments.$inferSelect, "storageKey" | "data">): Promise<Buffer | null> {
  if (row.storageKey === null) return row.data;
  const file = await storage().get(row.storageKey);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
}
