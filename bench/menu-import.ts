// Peak memory and time of the menu import on hostile and large files, each case in its own process:
// NODE_OPTIONS=--conditions=react-server npx tsx bench/menu-import.ts  →  one JSON line per case (answer, ms, peak RSS MB);
// then the hostile cases again in a process that only guards and reads the file, so its peak RSS is the file stage's own.
// `npx tsx bench/menu-import.ts apply-2500` applies 2,500 new items (PostgreSQL at DATABASE_URL, else PGlite in memory):
// the apply's time, the longest transaction (the connection held) and the longest wait of a query made meanwhile.
import { execFileSync } from "node:child_process";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { eq, sql } from "drizzle-orm";
import { users } from "../lib/db/schema";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import type { Database, Db } from "../lib/db/types";
import { seedDemo } from "../lib/db/seed/demo";
import { exportMenu } from "../lib/server/export/export-menu";
import { importMenu } from "../lib/server/imports/import-menu";
import { guardXlsx } from "../lib/import/guard-xlsx";
import { readWorkbook } from "../lib/import/read-workbook";
import { deflatedZeros, zipBytes } from "../tests/support/zip-bytes";
import { actorOf } from "../lib/server/auth/actor";

const CASES = ["baseline", "zip-bomb-declared", "zip-bomb-lying", "billion-laughs", "rows-50000", "apply-2500"] as const;
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

/** The database's transactions, each one's duration recorded in `held` (the connection is the transaction's until it ends). */
function timedTransactions(db: Db, held: number[]): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "transaction") return Reflect.get(target, key, receiver) as unknown;
      return async (work: Parameters<Db["transaction"]>[0]) => {
        const started = performance.now();
        try {
          return await target.transaction(work);
        } finally {
          held.push(performance.now() - started);
        }
      };
    },
  });
}

/**
 * A guest's query every 20 ms until `done` settles: the longest one took from when it was due to its answer,
 * waiting on the connection or on an event loop the apply keeps busy.
 */
async function longestWait(db: Db, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  let longest = 0;
  while (!finished) {
    const due = performance.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.execute(sql`select 1`);
    longest = Math.max(longest, performance.now() - due);
  }
  return longest;
}

/** A new database on the PostgreSQL server of DATABASE_URL, dropped when the case closes it. */
async function throwawayPostgres(url: string): Promise<Database> {
  const server = await openPostgres(url, 1);
  const name = `carta_import_bench_${process.pid}`;
  await server.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.db.execute(sql.raw(`drop database ${name}`));
      await server.close();
    },
  };
}

async function runCase(name: Case) {
  const database: Database = name === "apply-2500" && process.env.DATABASE_URL ? await throwawayPostgres(process.env.DATABASE_URL) : await openPglite();
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
  if (name === "apply-2500") {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(exported) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const paths = [...new Set(sheet.getColumn(1).values.slice(2).filter(Boolean).map(String))];
    const cells: Record<string, (index: number) => unknown> = {
      Категория: (index) => paths[index % paths.length],
      Название: (index) => `Блюдо ${index}`,
      Описание: () => "Описание",
      "Название (en)": (index) => `Dish ${index}`,
      Порция: (index) => 100 + (index % 50),
      "Ед. изм.": () => "г",
      Цена: (index) => 5 + (index % 100) / 10,
      Скрыто: () => "нет",
      "18+": () => "нет",
      Закончилось: (index) => (index % 10 === 0 ? "да" : "нет"),
    };
    for (let index = 0; index < 2_500; index += 1) sheet.addRow(header.map((name) => cells[name]?.(index) ?? null));
    const apply = async (step: string, bytes: Uint8Array) => {
      const held: number[] = [];
      const started = performance.now();
      const applied = importMenu({ ...ctx, db: timedTransactions(database.db, held) }, { storeId, file: bytes, dryRun: false, deleteMissing: false });
      const waited = await longestWait(database.db, applied);
      const report = await applied;
      const ms = Math.round(performance.now() - started);
      const answer = JSON.stringify({ created: report.created, updated: report.updated, refused: report.refused.length, applied: report.applied });
      console.log(JSON.stringify({ case: `${name}, ${step}`, engine: database.engine, categories: paths.length, answer, ms, longestTransactionMs: Math.round(Math.max(...held)), longestQueryWaitMs: Math.round(waited) }));
    };
    await apply("new items", new Uint8Array(await book.xlsx.writeBuffer()));
    // then every price of the new items raised in a fresh export: 2,500 updates
    const again = new ExcelJS.Workbook();
    await again.xlsx.load(Buffer.from((await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes) as unknown as ExcelJS.Buffer);
    const edited = again.worksheets[0]!;
    const [title, price] = [header.indexOf("Название"), header.indexOf("Цена")];
    edited.eachRow((row) => {
      if (String(row.getCell(title).value).startsWith("Блюдо ")) row.getCell(price).value = Number(row.getCell(price).value) + 1;
    });
    await apply("prices changed", new Uint8Array(await again.xlsx.writeBuffer()));
    await database.close();
    return;
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
