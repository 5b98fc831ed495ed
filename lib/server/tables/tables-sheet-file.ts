import { attachmentHeader, tableFileName } from "../../domain/table-file-name";
import { tablesSheetPdf } from "../../qr/tables-sheet-pdf";
import { scanLink } from "../../sites/scan-link";
import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";
import type { DownloadFile } from "./table-qr-file";
import { listTables } from "./list-tables";

/** Every table of the store on print-ready A4 pages, in the tables' order. */
export async function tablesSheetFile(ctx: ServerContext, input: { storeId: number; rootSiteOrigin: string }): Promise<DownloadFile> {
  const store = await requireStoreAccess(ctx, input.storeId);
  const tables = await listTables(ctx, { storeId: store.id });
  const entries = tables.map((table) => ({ name: table.name, link: scanLink(input.rootSiteOrigin, table.qrKey) }));
  const body = await tablesSheetPdf(entries, `${store.urlKey} — QR`);
  return { body, contentType: "application/pdf", disposition: attachmentHeader(tableFileName(`tables-${store.urlKey}`, "tables", "pdf")) };
}
