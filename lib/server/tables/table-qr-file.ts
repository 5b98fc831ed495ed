import "server-only";
import { attachmentHeader, tableFileName } from "../../domain/table-file-name";
import { qrPng, qrSvg } from "../../qr/qr-images";
import { scanLink } from "../../sites/scan-link";
import type { StoreContext } from "../context";
import { requireTable } from "./require-table";
import { TABLE_OF_INPUT } from "./require-table";
import { storeFunction } from "../tenancy/store-function";

export type QrFormat = "svg" | "png";

export interface DownloadFile {
  body: string | Uint8Array;
  contentType: string;
  disposition: string;
}

/** A table's QR code as a file to download, carrying the table's scan link. */
export const tableQrFile = storeFunction(TABLE_OF_INPUT, async (ctx: StoreContext, input: { id: number; format: QrFormat; rootSiteOrigin: string }): Promise<DownloadFile> => {
  const { table } = await requireTable(ctx, input.id);
  const link = scanLink(input.rootSiteOrigin, table.qrKey);
  const fileName = `qr-${tableFileName(table.name, `table-${table.id}`, input.format)}`;
  const disposition = attachmentHeader(fileName, `QR ${table.name}.${input.format}`);
  if (input.format === "svg") return { body: await qrSvg(link), contentType: "image/svg+xml; charset=utf-8", disposition };
  return { body: new Uint8Array(await qrPng(link)), contentType: "image/png", disposition };
});
