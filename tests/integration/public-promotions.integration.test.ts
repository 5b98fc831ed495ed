import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotionCategories, promotionCategoryTranslations, promotions, promotionTranslations } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { loadPromotionCategories, loadPublicPromotions } from "@/lib/server/menu/load-public-promotions";
import { engines } from "../support/engines";
import { createTenant } from "../support/tenants";

const titles = async (database: Database, storeId: number, position: number, locale: string) =>
  (await loadPublicPromotions(database.db, storeId, position, locale, "ru"))?.promotions.map((promotion) => promotion.title);

describe.each(engines())("public promotions on $engine", ({ create }) => {
  let database: Database;
  let demoId: number;
  let otherId: number;
  beforeAll(async () => {
    database = await create();
    ({ storeId: demoId } = await seedDemo(database.db, { email: "owner@promotions.test", password: "password-1" }));
    const other = await createTenant(database.db, "Other");
    const store = other.stores[0];
    otherId = store.id;
    const scope = { companyId: store.companyId, storeId: store.id };
    const [category] = await database.db.insert(promotionCategories).values({ ...scope, position: 0 }).returning();
    await database.db
      .insert(promotionCategoryTranslations)
      .values({ promotionCategoryId: category!.id, companyId: scope.companyId, locale: "en", name: "Other deals" });
    const [promotion] = await database.db.insert(promotions).values({ ...scope, promotionCategoryId: category!.id }).returning();
    await database.db
      .insert(promotionTranslations)
      .values({ promotionId: promotion!.id, companyId: scope.companyId, locale: "en", title: "Other store secret" });
  });
  afterAll(async () => database?.close());

  it("lists the demo's promotion categories and their promotions by stored position", async () => {
    const categories = await loadPromotionCategories(database.db, demoId, "en", "ru");
    expect(categories.map(({ position, name }) => ({ position, name }))).toEqual([
      { position: 0, name: "Happy hours" },
      { position: 1, name: "Weekly offers" },
    ]);
    const found = await loadPublicPromotions(database.db, demoId, 0, "en", "ru");
    expect(found?.category.name).toBe("Happy hours");
    expect(found?.promotions).toEqual([
      expect.objectContaining({ title: "30% off draft beer" }),
      expect.objectContaining({
        title: "Second cocktail half price",
        description: "On Fridays and Saturdays from 18:00 to 20:00, your second cocktail is **half price**.",
      }),
    ]);
    expect(await titles(database, demoId, 1, "zh")).toEqual(["商务午餐", "周二游戏夜"]);
    expect(await loadPublicPromotions(database.db, demoId, 2, "en", "ru")).toBeNull();
  });

  it("falls back to the store's primary locale per promotion and category", async () => {
    const [lunch] = await database.db.select().from(promotionTranslations).where(eq(promotionTranslations.title, "Business lunch"));
    await database.db
      .delete(promotionTranslations)
      .where(and(eq(promotionTranslations.promotionId, lunch!.promotionId), eq(promotionTranslations.locale, "en")));
    const found = await loadPublicPromotions(database.db, demoId, 1, "en", "ru");
    expect(found?.promotions.map((promotion) => promotion.title)).toEqual(["Бизнес-ланч", "Game night Tuesday"]);
    expect(await titles(database, demoId, 1, "de")).toEqual(["Бизнес-ланч", "Игровой вторник"]);
    expect((await loadPromotionCategories(database.db, demoId, "de", "ru")).map((category) => category.name)).toEqual([
      "Счастливые часы",
      "Предложения недели",
    ]);
  });

  it("leaves out hidden promotions and hidden categories", async () => {
    const [beer] = await database.db.select().from(promotionTranslations).where(eq(promotionTranslations.title, "30% off draft beer"));
    await database.db.update(promotions).set({ hidden: true }).where(eq(promotions.id, beer!.promotionId));
    expect(await titles(database, demoId, 0, "en")).toEqual(["Second cocktail half price"]);

    const [weekly] = await database.db
      .select()
      .from(promotionCategories)
      .where(and(eq(promotionCategories.storeId, demoId), eq(promotionCategories.position, 1)));
    await database.db.update(promotionCategories).set({ hidden: true }).where(eq(promotionCategories.id, weekly!.id));
    expect(await loadPublicPromotions(database.db, demoId, 1, "en", "ru")).toBeNull();
    expect((await loadPromotionCategories(database.db, demoId, "en", "ru")).map((category) => category.position)).toEqual([0]);
  });

  it("never shows another store's promotions", async () => {
    const demo = (await loadPublicPromotions(database.db, demoId, 0, "en", "ru"))!;
    expect(demo.promotions.map((promotion) => promotion.title)).not.toContain("Other store secret");
    expect(demo.categories.map((category) => category.name)).not.toContain("Other deals");
    expect(await titles(database, otherId, 0, "en")).toEqual(["Other store secret"]);
    expect(await titles(database, otherId, 1, "en")).toBeUndefined();
  });
});
