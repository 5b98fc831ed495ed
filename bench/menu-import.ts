// Peak memory and time of the menu import on hostile and large files, each case in its own process:
// NODE_OPTIONS=--conditions=react-server npx tsx bench/menu-import.ts  →  one JSON line per case (answer, ms, peak RSS MB);
// then the hostile cases again in a process that only guards and reads the file, so its peak RSS is the file stage's own.
import { execFileSync } from "node:child_process";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { eq } from "drizzle-orm";
import { users } from "../lib/db/schema";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite } from "../lib/db/open";
import { seedDemo } from "../lib/db/seed/demo";
import { exportMenu } from "../lib/server/export/export-menu";
import { importMenu } from "../lib/server/imports/import-menu";
import { guardXlsx } from "../lib/import/guard-xlsx";
import { readWorkbook } from "../lib/import/read-workbook";
import { deflatedZeros, zipBytes } from "../tests/support/zip-bytes";
import { actorOf } from "../lib/server/auth/actor";

const CASES = ["baseline", "zip-bomb-declared", "zip-bomb-lying", "billion-laughs", "rows-50000"] as const;
type Case = (typeof CASES)[number];

/** One deflated part in a zip whose directory declares `size` unpacked bytes. */
const oneEntryZip = (name: string, data: Buffer, size: number) => zipBytes([{ name, data, method: 8, size }]);

/** Only what the import does with a file before it touches the database (guard, then read), in a process holding nothing else. */
async function runFileStage(name: Case) {
  const base = new ExcelJS.Workbook();
  base.addWorksheet("Кухня").addRows([["Категория", "Название", "Цена"], ["Салаты", "Цезарь", 15.9]]);
  const plain = new Uint8Array(await base.xlsx.writeBuffer());
  let file: Uint8Array = plain;
  if (name === "zip-bomb-declared") file = oneEntryZip("xl/worksheets/sheet1.xml", await deflatedZeros(1024), 0xfffffffe);
  if (name === "zip-bomb-lying") file = oneEntryZip("xl/worksheets/sheet1.xml", await deflatedZeros(1024), 4096);
  if (name === "billion-laughs") file = await laughs(plain);
  if (global.gc) global.gc();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const danger = guardXlsx(file);
  const answer = danger ?? `read ${(await readWorkbook(file)).sheets.length} sheet(s)`;
  const ms = Math.round(performance.now() - started);
  console.log(JSON.stringify({ case: `${name} (file stage only)`, fileKB: Math.round(file.byteLength / 1024), answer, ms, rssBeforeMB: Math.round(before / 1048576), peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
}

async function laughs(workbook: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(workbook);
  const sheet = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
  const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, n) => `<!ENTITY lol${n + 2} "${`&lol${n ? n + 1 : ""};`.repeat(10)}">`).join("")}]>`;
  zip.file("xl/worksheets/sheet1.xml", sheet.replace(/^<\?xml[^>]*\?>/, lol).replace("<sheetData>", "<sheetData>&lol10;"));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

async function runCase(name: Case) {
  const database = await openPglite();
  await migrateDatabase(database);
  const { storeId } = await seedDemo(database.db, { email: "owner@bench.test", password: "password-1" });
  const [owner] = await database.db.select().from(users).where(eq(users.email, "owner@bench.test"));
  const ctx = { db: database.db, actor: actorOf(owner!, "bench"), clock: { now: () => new Date() } };
  const exported = (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
  let file: Uint8Array = exported;
  if (name === "zip-bomb-declared") file = oneEntryZip("xl/worksheets/sheet1.xml", await deflatedZeros(1024), 0xfffffffe);
  if (name === "zip-bomb-lying") file = oneEntryZip("xl/worksheets/sheet1.xml", await deflatedZeros(1024), 4096);
  if (name === "billion-laughs") file = await laughs(exported);
  if (name === "rows-50000") {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(exported) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const path = sheet.getRow(2).getCell(1).value;
    for (let index = 0; index < 50_000; index += 1) sheet.addRow([path, `Блюдо ${index}`, "Описание", 100 + (index % 50), "г", 5 + (index % 100) / 10, "нет", "нет"]);
    file = new Uint8Array(await book.xlsx.writeBuffer());
  }
  if (global.gc) global.gc();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  let answer: string;
  try {
    const report = name === "baseline" ? null : await importMenu(ctx, { storeId, file, dryRun: true, deleteMissing: false });
    answer = report ? JSON.stringify({ created: report.created, updated: report.updated, unchanged: report.unchanged, refused: report.refused.length }) : "none";
  } catch (error) {
    answer = `refused: ${(error as Error).message}`;
  }
  const ms = Math.round(performance.now() - started);
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ case: name, fileKB: Math.round(file.byteLength / 1024), answer, ms, rssBeforeMB: Math.round(before / 1048576), peakRssMB: Math.round(peak) }));
  await database.close();
}

const only = process.argv[2] as Case | undefined;
if (only && process.argv[3] === "file") void runFileStage(only);
else if (only) void runCase(only);
else {
  for (const name of CASES) execFileSync("npx", ["tsx", process.argv[1]!, name], { stdio: "inherit", env: process.env });
  for (const name of ["baseline", "zip-bomb-declared", "zip-bomb-lying", "billion-laughs"]) execFileSync("npx", ["tsx", process.argv[1]!, name, "file"], { stdio: "inherit", env: process.env });
}
