// Seeds what bench/tables-sheet.mjs needs: the demo venue, a generated venue `bench-1` (BENCH_ITEMS items,
// 200 by default) and BENCH_TABLES (500) tables in the demo venue. Prints { storeId } of the demo venue.
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { lockDataDir } from "../lib/db/lock";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import { stores, storeTables } from "../lib/db/schema";
import { isDatabaseEmpty, seedDemo } from "../lib/db/seed/demo";
import { seedSynthetic } from "../lib/db/seed/synthetic";
import { generateQrKey } from "../lib/domain/qr-key";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const TABLES = Number(process.env.BENCH_TABLES ?? 500);
const OWNER = { email: "owner@demo.carta.test", password: "carta-demo" };

async function main() {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? "./data";
  const release = url ? () => {} : lockDataDir(dataDir);
  const database = url ? await openPostgres(url) : await openPglite(path.join(path.resolve(dataDir), "db"));
  try {
    await migrateDatabase(database);
    const { db } = database;
    if (await isDatabaseEmpty(db)) await seedDemo(db, OWNER);
    const [bench] = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, "bench-1"));
    if (!bench) await seedSynthetic(db, { stores: 1, items: ITEMS, prefix: "bench" });
    const [demo] = await db.select({ id: stores.id, companyId: stores.companyId }).from(stores).where(eq(stores.urlKey, "demo"));
    if (!demo) throw new Error("no demo venue");
    const [held] = await db.select({ tables: count() }).from(storeTables).where(eq(storeTables.storeId, demo.id));
    const now = new Date();
    const start = held?.tables ?? 0;
    const rows = Array.from({ length: Math.max(0, TABLES - start) }, (_, i) => ({
      companyId: demo.companyId,
      storeId: demo.id,
      name: (start + i) % 50 === 0 ? `Стол ${start + i + 1}` : `Table ${start + i + 1}`,
      qrKey: generateQrKey(),
      position: start + i + 1,
      createdAt: now,
      updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 100) await db.insert(storeTables).values(rows.slice(i, i + 100));
    console.log(JSON.stringify({ engine: database.engine, storeId: demo.id, tables: TABLES }));
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
