import "server-only";
import type { Db } from "../../db/types";
import { menuHtml, pageFooterHtml } from "../../export/menu-html";
import { documentItems } from "../../export/menu-document";
import { menuWorkbook } from "../../export/menu-workbook";
import { storage as defaultStorage, type Storage } from "../../storage";
import { type Clock, systemClock } from "../context";
import { loadExportTexts } from "./export-texts";
import { loadExportDocument, type MenuDocumentOptions } from "./load-export-document";
import { loadOtherLanguages } from "./load-other-languages";
import { printPdf, type PaperFormat } from "./print-pdf";
import { readPrintImages } from "./read-print-images";

export type ExportFormat = "pdf" | "xlsx";

/** What the caller has settled: the database and a store the signed-in actor may export (and, for tests, the files and the clock). */
export interface ExportMenuContext {
  db: Db;
  storeId: number;
  files?: Storage;
  clock?: Clock;
}

export interface ExportMenuOptions extends MenuDocumentOptions {
  format: ExportFormat;
  /** PDF only; A4 when left out */
  paper?: PaperFormat;
  /** PDF only: how long Chromium may take (PRINT_TIMEOUT_MS when left out; a background job may allow more) */
  timeoutMs?: number;
}

export type ExportStage = "load" | "images" | "render" | "done";

/** Where an export is: `done` of `total` steps of the stage (images: one per picture). */
export interface ExportProgress {
  stage: ExportStage;
  done: number;
  total: number;
}

export interface ExportedMenu {
  bytes: Uint8Array;
  contentType: string;
  /** `{urlKey}-menu-{locale}.pdf` */
  fileName: string;
  /** items in the file */
  items: number;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * The store's menu as a PDF (printed by Chromium) or an Excel workbook, in one content language;
 * `onProgress` is told each stage as it goes, so a background job can show how far it is.
 */
export async function exportMenu(ctx: ExportMenuContext, options: ExportMenuOptions, onProgress: (progress: ExportProgress) => void = () => {}): Promise<ExportedMenu> {
  onProgress({ stage: "load", done: 0, total: 1 });
  const [loaded, texts] = await Promise.all([loadExportDocument(ctx.db, ctx.storeId, options), loadExportTexts(options.locale)]);
  onProgress({ stage: "load", done: 1, total: 1 });
  const fileName = `${loaded.venue.urlKey}-menu-${options.locale}.${options.format}`;
  const items = documentItems(loaded).length;
  let bytes: Uint8Array;
  if (options.format === "xlsx") {
    onProgress({ stage: "render", done: 0, total: 1 });
    const languages = await loadOtherLanguages(ctx.db, ctx.storeId, options.locale);
    bytes = await menuWorkbook(loaded, texts, { includeHidden: options.includeHidden, now: (ctx.clock ?? systemClock).now().getTime(), languages });
  } else {
    const document = await readPrintImages(loaded, ctx.files ?? defaultStorage(), (done, total) => onProgress({ stage: "images", done, total }));
    onProgress({ stage: "render", done: 0, total: 1 });
    bytes = await printPdf(menuHtml(document, texts), {
      format: options.paper ?? "A4",
      footerHtml: pageFooterHtml(document, texts),
      timeoutMs: options.timeoutMs,
    });
  }
  onProgress({ stage: "render", done: 1, total: 1 });
  onProgress({ stage: "done", done: 1, total: 1 });
  return { bytes, contentType: EXPORT_CONTENT_TYPES[options.format], fileName, items };
}
