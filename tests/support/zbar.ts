import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "carta-qr-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function zbarimg(file: string): Promise<string> {
  const { stdout } = await run("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", file], { encoding: "utf8" });
  return stdout.replace(/\n$/, "");
}

/** The text of the one QR code in a PNG image, read by zbarimg (Debian's zbar-tools). */
export function decodeQrPng(png: Buffer): Promise<string> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, "code.png");
    await writeFile(file, png);
    return zbarimg(file);
  });
}

/** The text of the QR code on the first page of a PDF, rasterised by pdftoppm (poppler-utils) and read by zbarimg. */
export function decodeQrPdf(pdf: Buffer): Promise<string> {
  return inTempDir(async (dir) => {
    await writeFile(path.join(dir, "print.pdf"), pdf);
    await run("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile", path.join(dir, "print.pdf"), path.join(dir, "page")]);
    return zbarimg(path.join(dir, "page.png"));
  });
}
