import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTranslations, stores, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { recordAction } from "@/lib/server/history/record-action";
import { cachedPublicMenu } from "@/lib/server/menu/cached-public-menu";
import { findStoreBySite } from "@/lib/server/stores/find-store-by-site";
import { actorFor, contextFor } from "../support/tenants";
import { engines } from "../support/engines";

describe.each(engines())("public menu cache on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
    await seedDemo(database.db, { email: "owner@cache.test", password: "password-1" });
  });
  afterAll(async () => database?.close());

  const demo = async () => (await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" }))!;

  it("serves the cached tree until a recorded change bumps the store's menu version", async () => {
    const before = await demo();
    const first = await cachedPublicMenu(database.db, before, "en");
    expect(await cachedPublicMenu(database.db, before, "en")).toBe(first);

    const kitchen = first[0]!;
    const ctx = contextFor(database.db, await actorFor(database.db, "owner@cache.test"));
    await database.db.transaction(async (tx) => {
      await tx
        .update(categoryTranslations)
        .set({ name: "Kitchen (renamed)" })
        .where(and(eq(categoryTranslations.categoryId, kitchen.id), eq(categoryTranslations.locale, "en")));
      await recordAction(tx as never, ctx, { companyId: before.companyId, storeId: before.id, event: "update", objectType: "category", objectId: kitchen.id });
    });
    const after = await demo();
    expect(after.menuVersion).toBe(before.menuVersion + 1);
    expect(await cachedPublicMenu(database.db, before, "en")).toBe(first);
    const fresh = await cachedPublicMenu(database.db, after, "en");
    expect(fresh[0]!.name).toBe("Kitchen (renamed)");
  });

  it("changes without a store leave menu versions alone", async () => {
    const before = await demo();
    const [owner] = await database.db.select().from(users).limit(1);
    await recordAction(database.db, contextFor(database.db, await actorFor(database.db, owner!.email)), {
      companyId: before.companyId,
      event: "update",
      objectType: "billing_info",
    });
    const [row] = await database.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.id, before.id));
    expect(row!.v).toBe(before.menuVersion);
  });
});
