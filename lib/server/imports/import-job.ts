import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema/users";
import { PermanentJobError, type JobHandler } from "../../jobs/job-worker";
import { ZColumnMapping } from "../../schemas/menu-import";
import { storage } from "../../storage";
import { PRIVATE_KEY_PREFIX } from "../../storage/storage-key";
import { actorOf } from "../auth/actor";
import { DomainError, serverContext } from "../context";
import { importMenu } from "./import-menu";
import { ImportRefusal } from "./import-refusal";
import type { ImportReport } from "./import-report";

export const MENU_IMPORT_JOB = "menu.import";

/** Where uploaded files wait for their import job: private, and deleted once the job ends. */
export const IMPORT_UPLOAD_PREFIX = `${PRIVATE_KEY_PREFIX}imports/`;

/** Progress is written at most this often, and once the last change is written. */
const PROGRESS_EVERY_MS = 500;

export const ZMenuImportJobPayload = z.object({
  storeId: z.number().int().positive(),
  /** the user who uploaded the file: the import runs as them, their access checked again */
  userId: z.number().int().positive(),
  key: z.string().startsWith(IMPORT_UPLOAD_PREFIX),
  /** the file's data rows, counted when it was uploaded */
  rows: z.number().int().nonnegative(),
  dryRun: z.boolean(),
  deleteMissing: z.boolean(),
  mapping: ZColumnMapping.optional(),
});
export type MenuImportJobPayload = z.infer<typeof ZMenuImportJobPayload>;

/**
 * Imports a file kept in storage along the path of an upload's import (importMenu: one transaction, the history
 * entry, the menu version, translations queued), reporting how far it has written; the report is the job's result.
 * The file is deleted when the job ends: done, refused, or its last attempt failed.
 */
export const runMenuImportJob: JobHandler = async (raw, { db, job, progress, now }) => {
  const parsed = ZMenuImportJobPayload.safeParse(raw);
  if (!parsed.success) throw new PermanentJobError("bad import payload");
  const { key, userId, storeId, dryRun, deleteMissing, mapping } = parsed.data;
  let ended = false;
  try {
    const stored = await storage().get(key);
    if (!stored) throw new PermanentJobError("the uploaded file is gone");
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new PermanentJobError("the importing user is gone");
    let reportedAt = -PROGRESS_EVERY_MS;
    const report: ImportReport = await importMenu(serverContext(db, actorOf(user, `job-${job.id}`), { now }), {
      storeId,
      dryRun,
      deleteMissing,
      mapping,
      file: new Uint8Array(await new Response(stored.body).arrayBuffer()),
      progress: (share) => {
        if (share < 1 && performance.now() - reportedAt < PROGRESS_EVERY_MS) return;
        reportedAt = performance.now();
        void progress(share * 100).catch(() => undefined);
      },
    });
    ended = true;
    return report;
  } catch (error) {
    const refused = error instanceof ImportRefusal || error instanceof DomainError || error instanceof PermanentJobError;
    ended = refused || job.attempts >= job.maxAttempts;
    if (error instanceof ImportRefusal || error instanceof DomainError) throw new PermanentJobError(error.key);
    throw error;
  } finally {
    if (ended) await storage().delete(key);
  }
};
