import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
    // A4 as Chromium prints it: 594.96 x 841.92 pts, which pdfinfo names A4.
    expect(info).toMatch(/Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)/);
    execFileSync("pdftoppm", ["-r", "150", "-png", pdf, path.join(dir, "page")]);
    const pages = readdirSync(dir).filter((file) => file.startsWith("page")).sort();
    expect(pages).toHaveLength(2);
    // Cell by cell: with twelve codes in one picture zbar now and then misses one, whatever draws them.
    const found: string[] = [];
    for (const page of pages) found.push(...(await decodeCells(path.join(dir, page))));
    expect(found.sort()).toEqual(entries.map((entry) => entry.link).sort());
  });

  it("writes each table's name under its code, in Latin, Cyrillic and Chinese", async () => {
    const pdf = path.join(dir, "names.pdf");
    writeFileSync(pdf, await tablesSheetPdf(entries.slice(0, 5), "test"));
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    for (const name of ["Стол у окна «VIP»", "桌子 三号", "Table #5 & <b>\"quotes\"</b>", "Ёлка / ĞüŞ"]) expect(text).toContain(name);
    const fonts = execFileSync("pdffonts", [pdf], { encoding: "utf8" });
    expect(fonts).toContain("NotoSans-Regular");
    // Chromium draws the CJK font (CFF outlines) as a Type 3 font of the used glyphs; every other font is an embedded subset.
    expect(fonts).not.toMatch(/\bno\s+(yes|no)\s+(yes|no)\s+\d+/);
    expect(fonts).not.toMatch(/TrueType.*\byes\s+no\s+(yes|no)\s+\d+/);
    expect(readFileSync(pdf).length).toBeGreaterThan(1000);
  });

  it("embeds only the glyphs the names use: one Chinese name keeps a 12-table sheet small, and every font renders", async () => {
    const pdf = path.join(dir, "subset.pdf");
    const twelve = Array.from({ length: 12 }, (_, i) => ({ name: i === 0 ? "桌子 三号" : `Стол ${i}`, link: entries[i]!.link }));
    writeFileSync(pdf, await tablesSheetPdf(twelve, "test"));
    expect(readFileSync(pdf).length).toBeLessThan(150_000);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    for (const name of ["桌子 三号", "Стол 11"]) expect(text).toContain(name);
    // A broken subset (bad CFF header, shifted TrueType glyph offsets) makes poppler complain or draw blanks.
    const render = spawnSync("pdftoppm", ["-r", "72", "-png", "-f", "1", "-l", "1", pdf, path.join(dir, "subset")], { encoding: "utf8" });
    expect(render.stderr).toBe("");
    const ink = await darkPixelsBelowCodes(path.join(dir, "subset-1.png"));
    expect(ink.every((count) => count > 20)).toBe(true);
  });

  it("keeps a 4-table sheet with one Chinese name under 500 KB, its codes decoding and the Chinese name readable", async () => {
    const pdf = path.join(dir, "four.pdf");
    const four = ["桌子 三号", "Стол 2", "Table 3", "Terrasse 4"].map((name, i) => ({ name, link: entries[i]!.link }));
    writeFileSync(pdf, await tablesSheetPdf(four, "test"));
    expect(readFileSync(pdf).length).toBeLessThan(500_000);
    expect(execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" })).toContain("桌子 三号");
    execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", pdf, path.join(dir, "four")]);
    expect((await decodeCells(path.join(dir, "four-1.png"))).sort()).toEqual(four.map((entry) => entry.link).sort());
  });

  const systemFont = (file: string) => existsSync(`/usr/share/fonts/truetype/${file}`);
  it.runIf(process.env.CI || (systemFont("noto/NotoSansArabic-Regular.ttf") && systemFont("ancient-scripts/Symbola_hint.ttf")))(
    "draws Arabic and emoji with the machine's fonts, and prints \"?\" only for characters no font has",
    async () => {
      const pdf = path.join(dir, "fallback.pdf");
      const names = ["طاولة ٣", "Bar 🍺", "Zone \u{10FFFD}"];
      writeFileSync(pdf, await tablesSheetPdf(names.map((name, i) => ({ name, link: entries[i]!.link })), "test"));
      const fonts = execFileSync("pdffonts", [pdf], { encoding: "utf8" });
      expect(fonts).toContain("NotoSansArabic");
      expect(fonts).toContain("Symbola");
      const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" });
      expect(text).toContain("🍺");
      expect(text).toContain("Zone ?");
      expect(text.match(/\?/g)).toHaveLength(1);
      // A right-to-left name reads from the right: the number after the word sits on its left.
      const words = execFileSync("pdftotext", ["-bbox", pdf, "-"], { encoding: "utf8" });
      const left = (word: string) => Number(words.match(new RegExp(`xMin="([\\d.]+)"[^>]*>${word}<`))![1]);
      expect(left("٣")).toBeLessThan(left("ةلواط"));
    },
  );

  it("builds sheets asked for at the same time, one after the other, each whole", async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `T${i + 1}`, link: entries[i % entries.length]!.link }));
    const [first, second] = await Promise.all([tablesSheetPdf(many, "a"), tablesSheetPdf(many.slice(0, 13), "b")]);
    const pages = (bytes: Uint8Array, name: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return execFileSync("pdfinfo", [file], { encoding: "utf8" }).match(/Pages:\s+(\d+)/)![1];
    };
    expect(pages(first, "first.pdf")).toBe("4");
    expect(pages(second, "second.pdf")).toBe("2");
  });

  it("shrinks a long name to fit one line, wraps a longer one onto two and cuts the rest with an ellipsis", async () => {
    const pdf = path.join(dir, "long.pdf");
    const shrunk = "Terrasse du fond près de la fontaine";
    const cut = `${"Terrasse du fond près de la fontaine ".repeat(4)}FIN`;
    writeFileSync(pdf, await tablesSheetPdf([shrunk, cut].map((name, i) => ({ name, link: entries[i]!.link })), "test"));
    const lines = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).split("\n");
    expect(lines.some((line) => line.includes(shrunk))).toBe(true);
    const tail = lines.filter((line) => line.includes("…"));
    expect(tail).toHaveLength(1);
    expect(lines.join("\n")).not.toContain("FIN");
  });

  it("makes one empty page for a store without tables", async () => {
    const pdf = path.join(dir, "empty.pdf");
    writeFileSync(pdf, await tablesSheetPdf([], "test"));
    expect(execFileSync("pdfinfo", [pdf], { encoding: "utf8" })).toMatch(/Pages:\s+1/);
  });
});

/** Dark pixels in the label strip under each of the first page's three top codes (72 dpi: 1 px = 1 pt). */
async function darkPixelsBelowCodes(file: string): Promise<number[]> {
  const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
  const cell = (595.28 - 72) / 3;
  return [0, 1, 2].map((column) => {
    let dark = 0;
    for (let y = 36 + 14 + 130 + 2; y < 36 + 14 + 130 + 22; y += 1) {
      for (let x = Math.round(36 + column * cell); x < Math.round(36 + (column + 1) * cell); x += 1) if (data[y * info.width + x]! < 128) dark += 1;
    }
    return dark;
  });
}

/** Every code zbar finds in the cells of a sheet page rendered at 150 dpi, one cell at a time. */
async function decodeCells(file: string): Promise<string[]> {
  const scale = 150 / 72;
  const cell = { width: (595.28 - 72) / 3, height: (841.89 - 72) / 4 };
  const found: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const crop = `${file}-${row}-${column}.png`;
      const region = { left: Math.round((36 + column * cell.width) * scale), top: Math.round((36 + row * cell.height) * scale), width: Math.round(cell.width * scale), height: Math.round(cell.height * scale) };
      await sharp(file).extract(region).toFile(crop);
      try {
        found.push(...decode(crop));
      } catch {
        // An empty cell has no code: zbarimg exits non-zero.
      }
    }
  }
  return found;
}
