// Times the menu export of a generated venue of BENCH_ITEMS (500) items, each with its own photo, in a throwaway PGlite:
// npx tsx bench/menu-export.ts  →  one JSON line per export (time, size, pages, progress events).
// BENCH_SEED=demo times the demo venue's menu instead (as seeded, without photos), each export in ru, en, zh and ar.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { items, stores, uploads } from "../lib/db/schema";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite } from "../lib/db/open";
import { seedDemo } from "../lib/db/seed/demo";
import { seedSynthetic } from "../lib/db/seed/synthetic";
import { exportMenu, type ExportMenuOptions } from "../lib/server/export/export-menu";
import { localStorage } from "../lib/storage/local-storage";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
const DEMO = process.env.BENCH_SEED === "demo";

async function photo(seed: number): Promise<{ data: Buffer; width: number; height: number }> {
  const svg = `<svg width="640" height="427"><rect width="640" height="427" fill="hsl(${(seed * 37) % 360},60%,55%)"/><circle cx="${100 + ((seed * 13) % 440)}" cy="${80 + ((seed * 7) % 260)}" r="90" fill="#fff" opacity="0.8"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A generated venue of ITEMS items, each with its own photo in `files`. */
async function photographedVenue(database: Awaited<ReturnType<typeof openPglite>>, files: ReturnType<typeof localStorage>): Promise<number> {
  const { storeIds } = await seedSynthetic(database.db, { stores: 1, items: ITEMS, prefix: "bench" });
  const storeId = storeIds[0]!;
  const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
  const rows = await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, storeId));
  for (const [index, row] of rows.entries()) {
    const image = await photo(index);
    const key = `c${store!.companyId}/s${storeId}/bench-${index}-640.webp`;
    await files.put(key, image.data, "image/webp");
    const variants = [{ width: image.width, height: image.height, bytes: image.data.byteLength, key }];
    const [upload] = await database.db
      .insert(uploads)
      .values({ companyId: store!.companyId, storeId, kind: "photo", width: image.width, height: image.height, variants })
      .returning({ id: uploads.id });
    await database.db.update(items).set({ photoId: upload!.id }).where(eq(items.id, row.id));
  }
  return storeId;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "carta-export-bench-"));
  const files = localStorage(path.join(dir, "files"));
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    const storeId = DEMO ? (await seedDemo(database.db, { email: "owner@bench.test", password: "bench-password" })).storeId : await photographedVenue(database, files);
    const all: Pick<ExportMenuOptions, "format" | "locale" | "withPhotos">[] = DEMO
      ? (["ru", "en", "zh", "ar"] as const).flatMap((locale) => [
          { format: "pdf" as const, locale, withPhotos: true },
          { format: "xlsx" as const, locale, withPhotos: false },
        ])
      : [
          { format: "pdf", locale: "en", withPhotos: true },
          { format: "pdf", locale: "zh", withPhotos: true },
          { format: "pdf", locale: "ru", withPhotos: false },
          { format: "xlsx", locale: "en", withPhotos: false },
        ];
    const only = process.env.BENCH_RUNS ? Number(process.env.BENCH_RUNS) : all.length;
    const runs = all.slice(0, only);
    for (const run of runs) {
      let events = 0;
      const started = performance.now();
      const stageStarts: Record<string, number> = {};
      const file = await exportMenu({ db: database.db, storeId, files }, { ...run, includeHidden: true, timeoutMs: 600_000 }, (progress) => {
        events += 1;
        stageStarts[progress.stage] ??= Math.round(performance.now() - started);
      });
      const ms = Math.round(performance.now() - started);
      const out = path.join(dir, file.fileName);
      writeFileSync(out, file.bytes);
      const pages = run.format === "pdf" ? Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [out], { encoding: "utf8" }))?.[1]) : null;
      console.log(JSON.stringify({ ...run, items: file.items, ms, kb: Math.round(file.bytes.byteLength / 1024), pages, progressEvents: events, stageStarts }));
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
