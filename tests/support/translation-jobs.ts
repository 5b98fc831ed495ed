import { and, asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll } from "vitest";
import { POST } from "@/app/api/translations/statuses/route";
import { categories, categoryTranslations, jobs, promotions, stores, subscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import type { TranslatableType } from "@/lib/domain/translations/entity-status";
import { createJobWorker } from "@/lib/jobs/job-worker";
import type { UserRow } from "./tenants";
import { actorOf } from "./tenants";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { session } from "./browser-session";
import { rivalTenants } from "./rival-tenants";
import type { FakeServer } from "./translation-servers/fake-server";
import { startLibreTranslateServer } from "./translation-servers/libretranslate-server";

/** Connects the local fake LibreTranslate server as the translation engine for a test file; the server, once started. */
export function connectFakeLibreTranslate(): () => FakeServer {
  let server: FakeServer | undefined;
  beforeAll(async () => {
    server = await startLibreTranslateServer();
    process.env.TRANSLATION_PROVIDER = "libretranslate";
    process.env.LIBRETRANSLATE_URL = server.url;
  });
  afterAll(() => server?.close());
  return () => server!;
}

/**
 * Two rival companies whose first stores write Russian and offer en, zh and tr: a's on its trial
 * (translated into all three), b's on Basic (en and zh only). `drain` runs every queued job.
 */
export function translationWorld(create: () => Promise<Database>) {
  const world = rivalTenants(create);
  const now = new Date();
  beforeAll(async () => {
    session.db = world.database.db;
    for (const store of [world.a.stores[0], world.b.stores[0]]) {
      await settleSubscriptions({ db: world.database.db, clock: { now: () => now } }, store.id);
      await world.database.db.update(stores).set({ primaryLocale: "ru", contentLocales: ["ru", "en", "zh", "tr"] }).where(eq(stores.id, store.id));
    }
    await world.database.db
      .update(subscriptions)
      .set({ planKey: "basic", paid: true })
      .where(and(eq(subscriptions.storeId, world.b.stores[0].id), eq(subscriptions.stepStatus, "active")));
  });
  const drain = async () => {
    const worker = createJobWorker({ db: world.database.db, handlers: jobHandlers() });
    while (await worker.runOnce());
  };
  /** The languages of the translation jobs queued so far for a store. */
  const jobLocales = async (storeId: number) => {
    const rows = await world.database.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.storeId, storeId), eq(jobs.kind, "translation.text")));
    return rows.map((row) => (row.payload as { type: string; locale: string })).map((payload) => `${payload.type}:${payload.locale}`).sort();
  };
  /** The version an edit form would save against now: the engine's writes move it on. */
  const versionOf = async (table: typeof categories | typeof promotions, id: number) =>
    (await world.database.db.select({ version: table.version }).from(table).where(eq(table.id, id)))[0]!.version;
  return { world, now, drain, jobLocales, versionOf };
}

/** POST /api/translations/statuses as `user` (the test file mocks the session with browser-session). */
export async function askStatuses(user: UserRow, type: TranslatableType, ids: number[]) {
  session.actor = actorOf(user);
  const request = new NextRequest("http://localhost/api/translations/statuses", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ type, ids }) });
  const response = await POST(request, undefined);
  return (await response.json()) as { id: number; status: string }[];
}

/** A category's names per language with their translation state, in language order. */
export const categoryNames = (db: Database["db"], categoryId: number) =>
  db
    .select({ locale: categoryTranslations.locale, name: categoryTranslations.name, status: categoryTranslations.status, machine: categoryTranslations.machine })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, categoryId))
    .orderBy(asc(categoryTranslations.locale));

/** A kitchen category in company a's first store, made before the file's tests run; its id, once made. */
export function kitchenCategory(world: ReturnType<typeof rivalTenants>): () => number {
  let categoryId = 0;
  beforeAll(async () => {
    const store = world.a.stores[0];
    const place = { companyId: store.companyId, storeId: store.id, type: "products" as const, section: "kitchen" as const };
    const [top] = await world.database.db.insert(categories).values({ ...place, level: "super" }).returning();
    const [category] = await world.database.db.insert(categories).values({ ...place, level: "category", parentId: top!.id }).returning();
    categoryId = category!.id;
  });
  return () => categoryId;
}
