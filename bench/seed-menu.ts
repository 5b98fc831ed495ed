// Seeds the demo venue and one generated venue `bench-1` with BENCH_ITEMS (500) items (used by the menu-*.mjs benchmarks).
import path from "node:path";
import { eq } from "drizzle-orm";
import { lockDataDir } from "../lib/db/lock";
import { migrateDatabase } from "../lib/db/migrate";
import { openPglite, openPostgres } from "../lib/db/open";
import { stores } from "../lib/db/schema";
import { isDatabaseEmpty, seedDemo } from "../lib/db/seed/demo";
import { seedSynthetic } from "../lib/db/seed/synthetic";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);
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
    const [existing] = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, "bench-1"));
    if (!existing) await seedSynthetic(db, { stores: 1, items: ITEMS, prefix: "bench" });
    console.log(JSON.stringify({ engine: database.engine, items: ITEMS }));
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
