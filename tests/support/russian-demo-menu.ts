import { stores } from "@/lib/db/schema";
import { demoMenu } from "@/lib/db/seed/demo-menu";
import { insertMenu } from "@/lib/db/seed/insert-menu";
import type { Database } from "@/lib/db/types";

/** Gives the store the demo venue's menu and makes every store of the database offer ru (primary), en and zh, as the import tests read them. */
export async function seedRussianDemoMenu(database: Database, store: { id: number; companyId: number }): Promise<void> {
  await database.db.transaction((tx) => insertMenu(tx, { companyId: store.companyId, storeId: store.id }, demoMenu));
  await database.db.update(stores).set({ primaryLocale: "ru", contentLocales: ["ru", "en", "zh"] });
}
