import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The text of the one QR code in a PNG image, read by zbarimg (Debian's zbar-tools). */
export async function decodeQrPng(png: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "carta-qr-"));
  try {
    const file = path.join(dir, "code.png");
    await writeFile(file, png);
    const { stdout } = await run("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", file], { encoding: "utf8" });
    return stdout.replace(/\n$/, "");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
