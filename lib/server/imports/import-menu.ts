import "server-only";
import type { Refusal } from "../../import/import-plan";
import { languageHeaders } from "../../export/language-columns";
import { guardXlsx } from "../../import/guard-xlsx";
import { planImport } from "../../import/plan-import";
import { importWords } from "../../import/import-words";
import { readCsv } from "../../import/read-csv";
import { NotASpreadsheet, readWorkbook, type WorkbookTables } from "../../import/read-workbook";
import { sheetRows } from "../../import/sheet-rows";
import type { ContentLocale } from "../../i18n/locales";
import { MENU_IMPORT_MAX_ROWS, type ColumnMapping } from "../../schemas/menu-import";
import type { StoreContext } from "../context";
import { loadExportTexts } from "../export/export-texts";
import { recordStoreAction } from "../history/record-action";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { inTransaction } from "../transaction";
import { applyImportPlan } from "./apply-import-plan";
import { importMappedTable } from "./import-mapped-table";
import { ImportRefusal } from "./import-refusal";
import { importReport as report, type ImportReport } from "./import-report";
import { loadCurrentMenu } from "./load-current-menu";

export interface ImportMenuInput {
  storeId: number;
  file: Uint8Array;
  /** only say what the import would do */
  dryRun: boolean;
  /** remove the items and portions the file has no row for */
  deleteMissing: boolean;
  /** for a file Carta did not export: what each of its columns is */
  mapping?: ColumnMapping;
}

/** The sheet name refusals of a CSV file's rows carry. */
export const CSV_SHEET = "CSV";

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** An .xlsx file's sheets, or a CSV file as one sheet; anything else is refused. */
async function readTables(file: Uint8Array): Promise<WorkbookTables> {
  if (!isZip(file)) {
    if (file.includes(0)) throw new ImportRefusal("notSpreadsheet");
    const sheet = await readCsv(file, CSV_SHEET).catch(() => {
      throw new ImportRefusal("notSpreadsheet");
    });
    return { meta: null, sheets: [sheet] };
  }
  const danger = guardXlsx(file);
  if (danger) throw new ImportRefusal(danger === "notZip" ? "notSpreadsheet" : "unsafeFile");
  return readWorkbook(file).catch((error: unknown) => {
    throw error instanceof NotASpreadsheet ? new ImportRefusal("notSpreadsheet") : error;
  });
}

/**
 * Imports a menu workbook the export wrote (and the owner edited) into the store — or a CSV file or a workbook
 * of any other layout through its column mapping (importMappedTable): a dry run says what
 * would be created, updated, unchanged, refused and missing; otherwise, when no row is refused, all of
 * it is written in one transaction, recorded as one import in the actions history (which bumps the menu version).
 */
export const importMenu = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ImportMenuInput): Promise<ImportReport> => {
  const { store } = ctx;
  const tables = await readTables(input.file);
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
    const deleted = await applyImportPlan(tx, plan, menu, locale, input.deleteMissing);
    if (plan.create.length + plan.update.length + deleted === 0) return report(plan, 0, true);
    await recordStoreAction(tx, store, {
      event: "update",
      objectType: "menu_import",
      after: { locale, created: plan.create.length, updated: plan.update.length, unchanged: plan.unchanged, deleted },
    });
    return report(plan, deleted, true);
  });
});
