// Seeds the demo venue and one generated venue `bench-1` with BENCH_ITEMS (500) items (used by the menu-*.mjs benchmarks).
import { eq } from "drizzle-orm";
import { stores } from "../lib/db/schema";
import { seedSynthetic } from "../lib/db/seed/synthetic";
import { withBenchDatabase } from "./bench-database";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 500);

void withBenchDatabase(async (database) => {
  const { db } = database;
  const [existing] = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, "bench-1"));
  if (!existing) await seedSynthetic(db, { stores: 1, items: ITEMS, prefix: "bench" });
  console.log(JSON.stringify({ engine: database.engine, items: ITEMS }));
});
