import "server-only";
import { randomUUID } from "node:crypto";
import { IMPORT_JOB_MIN_ROWS } from "../../import/import-job-rows";
import { enqueueJob } from "../../jobs/enqueue-job";
import { MENU_IMPORT_MAX_ROWS } from "../../schemas/menu-import";
import { storage } from "../../storage";
import type { StoreContext } from "../context";
import { wakeJobWorker } from "../jobs/run-worker";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { IMPORT_UPLOAD_PREFIX, MENU_IMPORT_JOB, type MenuImportJobPayload } from "./import-job";
import type { ImportMenuInput } from "./import-menu";
import { ImportRefusal } from "./import-refusal";
import type { ImportReport } from "./import-report";
import { importTables } from "./import-tables";
import { readImportTables } from "./read-import-tables";

export type MenuImportAnswer = { report: ImportReport } | { jobId: number; rows: number };

/**
 * Reads the file once and imports a small one within the request; a file of IMPORT_JOB_MIN_ROWS data rows or more (with its column
 * mapping when it needs one) is kept in storage and imported by a background job whose progress the caller follows.
 */
export const requestMenuImport = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: Omit<ImportMenuInput, "progress">): Promise<MenuImportAnswer> => {
  const tables = await readImportTables(input.file);
  const rows = tables.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (rows > MENU_IMPORT_MAX_ROWS) throw new ImportRefusal("tooManyRows");
  const offersMapping = tables.meta === null && !input.mapping;
  if (rows < IMPORT_JOB_MIN_ROWS || offersMapping) return { report: await importTables(ctx, tables, input) };
  const key = `${IMPORT_UPLOAD_PREFIX}s${ctx.store.id}/${randomUUID()}.upload`;
  await storage().put(key, input.file, "application/octet-stream");
  const payload: MenuImportJobPayload = {
    storeId: ctx.store.id,
    userId: ctx.actor.userId,
    key,
    rows,
    dryRun: input.dryRun,
    deleteMissing: input.deleteMissing,
    ...(input.mapping ? { mapping: input.mapping } : {}),
  };
  const { id } = await enqueueJob(ctx.db, MENU_IMPORT_JOB, payload, { companyId: ctx.store.companyId, storeId: ctx.store.id, maxAttempts: 2 });
  wakeJobWorker();
  return { jobId: id, rows };
});
