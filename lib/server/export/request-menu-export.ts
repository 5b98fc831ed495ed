import "server-only";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { MenuExportQuery } from "../../schemas/menu-export";
import { offeredLocales } from "../../i18n/offered-locales";
import { DomainError, type StoreContext } from "../context";
import { wakeJobWorker } from "../jobs/run-worker";
import { requireFeature } from "../subscriptions/store-may-use-feature";
import { type StoreScope, storeFunction } from "../tenancy/store-function";
import { MENU_EXPORT_JOB, type MenuExportPayload } from "./export-job";
import { type ExportedMenu, exportMenu } from "./export-menu";
import { exportNeedsJob } from "./menu-export-size";

export type MenuExportAnswer = { file: ExportedMenu } | { jobId: number };

const STORE_OF_QUERY: StoreScope<MenuExportQuery> = { store: (query) => query.storeId, access: "store" };

/**
 * Exports the store's menu (Premium): a small one at once, a large one (or when asked) as a background
 * job whose progress and file the caller then follows.
 */
export const requestMenuExport = storeFunction(STORE_OF_QUERY, async (ctx: StoreContext, query: MenuExportQuery): Promise<MenuExportAnswer> => {
  await requireFeature(ctx, ctx.store.id, "export_pdf_excel");
  if (!offeredLocales(ctx.store).includes(query.locale)) throw new DomainError("localeNotOffered", "locale");
  const payload: MenuExportPayload = {
    storeId: ctx.store.id,
    format: query.format,
    locale: query.locale,
    sections: query.sections,
    includeHidden: query.hidden,
    withPhotos: query.photos,
    paper: query.paper,
  };
  if (query.background || (await exportNeedsJob(ctx.db, ctx.store.id, query.photos))) {
    const { id } = await enqueueJob(ctx.db, MENU_EXPORT_JOB, payload, { companyId: ctx.store.companyId, storeId: ctx.store.id, maxAttempts: 2 });
    wakeJobWorker();
    return { jobId: id };
  }
  const { storeId, paper, ...options } = payload;
  return { file: await exportMenu({ db: ctx.db, storeId }, { ...options, paper }) };
});
