import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { MENU_SECTIONS } from "../../domain/menu-sections";
import { CONTENT_LOCALES } from "../../i18n/locales";
import { PermanentJobError, type JobHandler } from "../../jobs/job-worker";
import { storage } from "../../storage";
import { PRIVATE_KEY_PREFIX } from "../../storage/storage-key";
import { exportMenu } from "./export-menu";

export const MENU_EXPORT_JOB = "menu.export";

/** A print of a large menu can take minutes; the job allows this much for Chromium. */
const JOB_PRINT_TIMEOUT_MS = 15 * 60_000;

const ZPayload = z.object({
  storeId: z.number().int().positive(),
  format: z.enum(["pdf", "xlsx"]),
  locale: z.enum(CONTENT_LOCALES),
  sections: z.array(z.enum(MENU_SECTIONS)).optional(),
  includeHidden: z.boolean(),
  withPhotos: z.boolean(),
  paper: z.enum(["A4", "Letter"]),
});
export type MenuExportPayload = z.infer<typeof ZPayload>;

/** Where a finished export is kept, and what the download answers with. */
export interface MenuExportResult {
  key: string;
  fileName: string;
  contentType: string;
}

/** Produces the file of a queued export and keeps it in storage, reporting progress as it goes. */
export const runMenuExportJob: JobHandler = async (raw, { db, job, progress }) => {
  const parsed = ZPayload.safeParse(raw);
  if (!parsed.success) throw new PermanentJobError("bad export payload");
  const { storeId, paper, ...options } = parsed.data;
  let last = 0;
  const file = await exportMenu({ db, storeId }, { ...options, paper, timeoutMs: JOB_PRINT_TIMEOUT_MS }, ({ stage, done, total }) => {
    const percent = stage === "load" ? 5 : stage === "images" ? 5 + Math.round((80 * done) / Math.max(1, total)) : stage === "render" ? 90 : 100;
    if (percent > last) {
      last = percent;
      void progress(percent);
    }
  });
  // Private: an export may hold hidden items, so only /api/exports/jobs/{id}/file hands it out.
  const key = `${PRIVATE_KEY_PREFIX}exports/s${storeId}/j${job.id}-${randomUUID()}.${parsed.data.format}`;
  await storage().put(key, file.bytes, file.contentType);
  const result: MenuExportResult = { key, fileName: file.fileName, contentType: file.contentType };
  return result;
};
