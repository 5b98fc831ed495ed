import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { qrPng, qrSvg } from "@/lib/qr/qr-images";
import { tablesSheetPdf } from "@/lib/qr/tables-sheet-pdf";
import { scanLink } from "@/lib/sites/scan-link";
import { generateQrKey } from "@/lib/domain/qr-key";

const dir = mkdtempSync(path.join(tmpdir(), "carta-qr-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every code a real decoder (zbarimg from zbar-tools) finds in the picture, one per line. */
function decode(file: string): string[] {
  const out = execFileSync("zbarimg", ["--raw", "-q", "-Sdisable", "-Sqrcode.enable", file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return out.split("\n").filter(Boolean);
}

const links = ["http://localhost:3000", "https://carta.app:8443"].map((origin) => scanLink(origin, generateQrKey()));

describe("table QR codes decode to exactly the scan link", { timeout: 30_000 }, () => {
  it.each(links)("SVG, rasterised: %s", async (link) => {
    const file = path.join(dir, "code-svg.png");
    await sharp(Buffer.from(await qrSvg(link)), { density: 300 }).flatten({ background: "#fff" }).png().toFile(file);
    expect(decode(file)).toEqual([link]);
  });

  it.each(links)("PNG: %s", async (link) => {
    const file = path.join(dir, "code.png");
    writeFileSync(file, await qrPng(link));
    expect(decode(file)).toEqual([link]);
  });
});

describe("the print sheet", { timeout: 60_000 }, () => {
  const names = ["1", "Стол у окна «VIP»", "桌子 三号", "Table #5 & <b>\"quotes\"</b>", "Ёлка / ĞüŞ — ☕", "x".repeat(60), ...Array.from({ length: 8 }, (_, i) => `T${i + 7}`)];
  const entries = names.map((name) => ({ name, link: scanLink("http://localhost:3000", generateQrKey()) }));

  it("puts every code on A4 pages, 12 per page, each decoding to its table's scan link", async () => {
    const pdf = path.join(dir, "sheet.pdf");
    writeFileSync(pdf, await tablesSheetPdf(entries, "test"));
    const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    execFileSync("pdftoppm", ["-r", "150", "-png", pdf, path.join(dir, "page")]);
    const pages = readdirSync(dir).filter((file) => file.startsWith("page")).sort();
    expect(pages).toHaveLength(2);
    const found = pages.flatMap((page) => decode(path.join(dir, page)));
    expect(found.sort()).toEqual(entries.map((entry) => entry.link).sort());
  });

  it("writes each table's name under its code, in Latin, Cyrillic and Chinese", async () => {
    const pdf = path.join(dir, "names.pdf");
    writeFileSync(pdf, await tablesSheetPdf(entries.slice(0, 5), "test"));
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    for (const name of ["Стол у окна «VIP»", "桌子 三号", "Table #5 & <b>\"quotes\"</b>", "Ёлка / ĞüŞ"]) expect(text).toContain(name);
    const fonts = execFileSync("pdffonts", [pdf], { encoding: "utf8" });
    expect(fonts).toContain("NotoSans-Regular");
    expect(fonts).toContain("NotoSansHans");
    expect(readFileSync(pdf).length).toBeGreaterThan(1000);
  });

  it("makes one empty page for a store without tables", async () => {
    const pdf = path.join(dir, "empty.pdf");
    writeFileSync(pdf, await tablesSheetPdf([], "test"));
    expect(execFileSync("pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/Pages:\s+1/);
  });
});
