import "server-only";
import type { Refusal } from "../../import/import-plan";
import { languageHeaders } from "../../export/language-columns";
import { planImport } from "../../import/plan-import";
import { importWords } from "../../import/import-words";
import type { WorkbookTables } from "../../import/read-workbook";
import { sheetRows } from "../../import/sheet-rows";
import type { ContentLocale } from "../../i18n/locales";
import { MENU_IMPORT_MAX_ROWS } from "../../schemas/menu-import";
import type { StoreContext } from "../context";
import { loadExportTexts } from "../export/export-texts";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { applyImportPlan } from "./apply-import-plan";
import type { ImportMenuInput } from "./import-menu";
import { importMappedTable } from "./import-mapped-table";
import { ImportRefusal } from "./import-refusal";
import { importReport as report, type ImportReport } from "./import-report";
import { loadCurrentMenu } from "./load-current-menu";

/**
 * Imports the tables of a file already read (readImportTables) into the store — a workbook the export wrote (and
 * the owner edited), or a CSV file or a workbook of any other layout through its column mapping (importMappedTable):
 * a dry run says what would be created, updated, unchanged, refused and missing; otherwise, when no row is refused,
 * all of it is written in one transaction, recorded as one import in the actions history (which bumps the menu version).
 */
export async function importTables(ctx: StoreContext, tables: WorkbookTables, input: Omit<ImportMenuInput, "file">): Promise<ImportReport> {
  const { store } = ctx;
  const meta = tables.meta;
  if (!meta) return importMappedTable(ctx, tables.sheets[0], input);
  const locale = meta.locale;
  if (!store.contentLocales.includes(locale)) throw new ImportRefusal("unknownLanguage");
  const texts = await loadExportTexts(locale as ContentLocale);
  const rows = sheetRows(tables, texts.columns, languageHeaders(texts, store.contentLocales.filter((each) => each !== locale)));
  if (rows.length > MENU_IMPORT_MAX_ROWS) throw new ImportRefusal("tooManyRows");
  return inTransaction(ctx, async (tx) => {
    const menu = await loadCurrentMenu(tx.db, store.id, locale as ContentLocale, texts, tx.clock.now());
    const plan = planImport(rows, menu, importWords(texts), { deleteMissing: input.deleteMissing, includesHidden: meta.includesHidden });
    if (locale !== store.primaryLocale) {
      // a new item needs its title in the store's primary language
      plan.refused.push(...plan.create.map((created): Refusal => ({ sheet: created.sheet, row: created.row, column: texts.columns.title, reason: "required" })));
      plan.create = [];
    }
    if (input.dryRun || plan.refused.length > 0) return report(plan, 0, false);
    const deleted = await applyImportPlan(tx, plan, menu, locale, input.deleteMissing, input.progress);
    if (plan.create.length + plan.update.length + deleted === 0) return report(plan, 0, true);
    await recordStoreAction(tx, store, {
      event: "update",
      objectType: "menu_import",
      after: { locale, created: plan.create.length, updated: plan.update.length, unchanged: plan.unchanged, deleted },
    });
    return report(plan, deleted, true);
  });
}
