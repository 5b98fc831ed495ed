import "server-only";
import { constants } from "node:fs";
import { access } from "node:fs/promises";

export type PaperFormat = "A4" | "Letter";

export interface PrintOptions {
  format: PaperFormat;
  /** HTML of the footer on every page; Chromium fills `.pageNumber` and `.totalPages`; none without it */
  footerHtml?: string;
  /** every side's margin as a CSS length (default: room for the footer) */
  margin?: string;
  /** the document's `@page { size }` wins over `format` (Chromium's A4 format is rounded to 8.27 × 11.7 in) */
  preferCssPageSize?: boolean;
  timeoutMs?: number;
}

export const PRINT_TIMEOUT_MS = 120_000;

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];

/** Chromium is not installed where CHROMIUM_PATH (default /usr/bin/chromium) says. */
export class PdfPrinterMissingError extends Error {
  constructor(readonly executablePath: string) {
    super(`Chromium was not found at ${executablePath}: install Chromium (Debian package "chromium") or set CHROMIUM_PATH to its executable`);
    this.name = "PdfPrinterMissingError";
  }
}

export class PdfPrintTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Printing the PDF took longer than ${timeoutMs} ms`);
    this.name = "PdfPrintTimeoutError";
  }
}

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Prints a self-contained HTML document to PDF with headless Chromium, one document at a time per
 * server (later calls wait their turn). Layout, shaping (Arabic joined and right to left) and font
 * subsetting happen in the browser's own process; this process only waits. The browser is offline and
 * runs no scripts; past `timeoutMs` it is killed.
 */
export function printPdf(html: string, options: PrintOptions): Promise<Uint8Array> {
  const job = queue.then(() => print(html, options));
  queue = job.catch(() => undefined);
  return job;
}

async function print(html: string, options: PrintOptions): Promise<Uint8Array> {
  const executablePath = chromiumPath();
  await access(executablePath, constants.X_OK).catch(() => {
    throw new PdfPrinterMissingError(executablePath);
  });
  const { chromium } = await import("playwright-core");
  const timeoutMs = options.timeoutMs ?? PRINT_TIMEOUT_MS;
  const browser = await chromium.launch({ executablePath, args: ARGS, timeout: timeoutMs });
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfPrintTimeoutError(timeoutMs)), timeoutMs);
  });
  const printed = (async () => {
    const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: "load", timeout: timeoutMs });
    const side = options.margin;
    return page.pdf({
      format: options.format,
      printBackground: true,
      displayHeaderFooter: options.footerHtml !== undefined,
      headerTemplate: "<span></span>",
      footerTemplate: options.footerHtml,
      margin: side === undefined ? { top: "14mm", bottom: "16mm", left: "14mm", right: "14mm" } : { top: side, bottom: side, left: side, right: side },
      preferCSSPageSize: options.preferCssPageSize,
      outline: false,
      tagged: true,
    });
  })();
  try {
    return new Uint8Array(await Promise.race([printed, expired]));
  } finally {
    clearTimeout(timer);
    printed.catch(() => undefined);
    await browser.close().catch(() => undefined);
  }
}
