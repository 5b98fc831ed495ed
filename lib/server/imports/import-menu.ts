import "server-only";
import type { ColumnMapping } from "../../schemas/menu-import";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import type { ImportReport } from "./import-report";
import { importTables } from "./import-tables";
import { readImportTables } from "./read-import-tables";

export interface ImportMenuInput {
  storeId: number;
  file: Uint8Array;
  /** only say what the import would do */
  dryRun: boolean;
  /** remove the items and portions the file has no row for */
  deleteMissing: boolean;
  /** for a file Carta did not export: what each of its columns is */
  mapping?: ColumnMapping;
  /** told the share (0–1) of the plan's changes written so far, while they are written */
  progress?: (share: number) => void;
}

/** Reads a menu file (Excel or CSV) and imports it into the store (importTables). */
export const importMenu = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: ImportMenuInput): Promise<ImportReport> =>
  importTables(ctx, await readImportTables(input.file), input),
);
