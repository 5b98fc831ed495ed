// Seeds what bench/tables-sheet.mjs needs: the demo venue, a generated venue `bench-1` (BENCH_ITEMS items,
// 200 by default) and BENCH_TABLES (500) tables in the demo venue. Prints { storeId } of the demo venue.
import { count, eq } from "drizzle-orm";
import { stores, storeTables } from "../lib/db/schema";
import { seedSynthetic } from "../lib/db/seed/synthetic";
import { generateQrKey } from "../lib/domain/qr-key";
import { withBenchDatabase } from "./bench-database";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const TABLES = Number(process.env.BENCH_TABLES ?? 500);

void withBenchDatabase(async (database) => {
  const { db } = database;
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
});
