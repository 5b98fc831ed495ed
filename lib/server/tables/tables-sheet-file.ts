import "server-only";
import { attachmentHeader, tableFileName } from "../../domain/table-file-name";
import { tablesSheetPdf } from "../../qr/tables-sheet-pdf";
import { scanLink } from "../../sites/scan-link";
import type { StoreContext } from "../context";
import type { DownloadFile } from "./table-qr-file";
import { listTables } from "./list-tables";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Every table of the store on print-ready A4 pages, in the tables' order. */
export const tablesSheetFile = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; rootSiteOrigin: string }): Promise<DownloadFile> => {
  const { store } = ctx;
  const tables = await listTables.run(ctx, { storeId: store.id });
  const entries = tables.map((table) => ({ name: table.name, link: scanLink(input.rootSiteOrigin, table.qrKey) }));
  const body = await tablesSheetPdf(entries, `${store.urlKey} — QR`);
  return { body, contentType: "application/pdf", disposition: attachmentHeader(tableFileName(`tables-${store.urlKey}`, "tables", "pdf")) };
});
