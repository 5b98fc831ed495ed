import "server-only";
import { guessMapping, mappingToRemember } from "../../import/column-mapping";
import { importWords } from "../../import/import-words";
import { mappedRows } from "../../import/mapped-rows";
import { planImport } from "../../import/plan-import";
import type { SheetTable } from "../../import/read-workbook";
import { UI_LOCALES, type ContentLocale } from "../../i18n/locales";
import { MENU_IMPORT_MAX_ROWS, type ColumnMapping } from "../../schemas/menu-import";
import type { StoreContext } from "../context";
import { loadExportTexts } from "../export/export-texts";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { applyImportPlan } from "./apply-import-plan";
import { ImportRefusal } from "./import-refusal";
import { importReport, type ImportReport } from "./import-report";
import { loadCurrentMenu } from "./load-current-menu";
import { loadImportMapping } from "./load-import-mapping";
import { rememberImportMapping } from "./remember-import-mapping";

/** How many of a file's first rows the mapping step shows. */
const SAMPLE_ROWS = 5;

interface MappedInput {
  dryRun: boolean;
  deleteMissing: boolean;
  mapping?: ColumnMapping;
  progress?: (share: number) => void;
}

/**
 * Imports a sheet of any layout, its texts in the store's primary language: without a mapping, its header, first
 * rows and a mapping guessed from the store's remembered one and the export's headers in ru/en/zh (its other
 * languages' title and description columns too); with one, the
 * usual plan, and on apply the mapping is remembered for the store's next file.
 */
export async function importMappedTable(ctx: StoreContext, table: SheetTable | undefined, input: MappedInput): Promise<ImportReport> {
  const { store } = ctx;
  if (!table || table.header.every((text) => !text.trim())) throw new ImportRefusal("unknownLayout");
  if (table.rows.length > MENU_IMPORT_MAX_ROWS) throw new ImportRefusal("tooManyRows");
  const locale = store.primaryLocale as ContentLocale;
  const texts = await loadExportTexts(locale);
  const mapping = input.mapping;
  if (!mapping) {
    const guides = await Promise.all(UI_LOCALES.map((uiLocale) => loadExportTexts(uiLocale)));
    const languages = store.contentLocales.filter((each) => each !== locale);
    const empty = importReport({ create: [], update: [], unchanged: 0, refused: [], missing: [] }, 0, false);
    const samples = table.rows.slice(0, SAMPLE_ROWS).map((line) => table.header.map((_, index) => line.cells[index] ?? ""));
    return { ...empty, needsMapping: { header: table.header, samples, mapping: guessMapping(table.header, await loadImportMapping(ctx.db, store), guides, languages), languages } };
  }
  if (mapping.length > table.header.length) throw new ImportRefusal("badMapping");
  return inTransaction(ctx, async (tx) => {
    const menu = await loadCurrentMenu(tx.db, store.id, locale, texts, tx.clock.now());
    const plan = planImport(mappedRows(table, mapping, menu), menu, importWords(texts), { deleteMissing: input.deleteMissing, includesHidden: false });
    if (input.dryRun || plan.refused.length > 0) return importReport(plan, 0, false);
    const deleted = await applyImportPlan(tx, plan, menu, locale, input.deleteMissing, input.progress);
    await rememberImportMapping(tx.db, store, mappingToRemember(table.header, mapping));
    if (plan.create.length + plan.update.length + deleted > 0) {
      await recordStoreAction(tx, store, {
        event: "update",
        objectType: "menu_import",
        after: { locale, created: plan.create.length, updated: plan.update.length, unchanged: plan.unchanged, deleted },
      });
    }
    return importReport(plan, deleted, true);
  });
}
