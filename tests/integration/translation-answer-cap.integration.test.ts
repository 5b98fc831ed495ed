import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, itemTranslations, jobs, stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { createJobWorker } from "@/lib/jobs/job-worker";
import { ZCreateItem } from "@/lib/schemas/items";
import { createItem } from "@/lib/server/items/create-item";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { TRANSLATE_TEXT_JOB, translateTextJob } from "@/lib/server/translations/translate-text-job";
import { libreTranslateProvider } from "@/lib/translation/providers/libretranslate";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant } from "../support/tenants";
import { type FloodServer, startFloodServer } from "../support/translation-servers/flood-server";

let flood: FloodServer;
beforeAll(async () => {
  flood = await startFloodServer(300 * 1024 * 1024);
  process.env.TRANSLATION_PROVIDER = "libretranslate";
  process.env.LIBRETRANSLATE_URL = flood.url;
});
afterAll(() => flood?.close());

describe.each(engines())("an oversized engine answer on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant;
  const now = new Date();

  beforeAll(async () => {
    ({ database, a } = world);
    const store = a.stores[0];
    await settleSubscriptions({ db: database.db, clock: { now: () => now } }, store.id);
    await database.db.update(stores).set({ primaryLocale: "ru", contentLocales: ["ru", "en"] }).where(eq(stores.id, store.id));
  });

  it("fails the translation with the cap as its recorded reason", async () => {
    const store = a.stores[0];
    const place = { companyId: store.companyId, storeId: store.id, type: "products" as const, section: "kitchen" as const };
    const [top] = await database.db.insert(categories).values({ ...place, level: "super" }).returning();
    const [category] = await database.db.insert(categories).values({ ...place, level: "category", parentId: top!.id }).returning();
    const owner = contextOf(database.db, a.companyManager, now);
    const input = ZCreateItem.parse({
      storeId: store.id,
      categoryId: category!.id,
      texts: { ru: { title: "Борщ", description: "" } },
      photoId: null,
      portions: [{ weight: "350", unit: "g", price: "9.50" }],
      hidden: false,
      ageRestricted: false,
      schedule: null,
    });
    const { id } = await createItem(owner, input);
    await database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.kind, TRANSLATE_TEXT_JOB));
    const engine = () => libreTranslateProvider({ baseUrl: flood.url }, { retry: { retries: 0 } });
    const worker = createJobWorker({ db: database.db, handlers: { [TRANSLATE_TEXT_JOB]: translateTextJob(engine) } });
    while (await worker.runOnce());

    const [english] = await database.db
      .select({ status: itemTranslations.status, error: itemTranslations.error })
      .from(itemTranslations)
      .where(and(eq(itemTranslations.itemId, id), eq(itemTranslations.locale, "en")));
    expect(english).toEqual({ status: "error", error: "libretranslate: the answer is larger than 4 MB; reading stopped there" });
    expect(flood.sent()).toBeLessThan(32 * 1024 * 1024);
  });
});
