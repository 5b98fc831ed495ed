import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categoryTranslations, itemTranslations, promotionTranslations, stores, storeTranslations } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import { demoStore } from "@/lib/db/seed/demo-store";
import type { Database } from "@/lib/db/types";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import type { MenuCategory, MenuItem } from "@/lib/domain/menu-tree";
import { loadPromotionCategories, loadPublicPromotions } from "@/lib/server/menu/load-public-promotions";
import { loadVenueTranslations, venueTexts } from "@/lib/server/menu/venue-texts";
import { engines } from "../support/engines";

function allItems(tree: MenuCategory[]): MenuItem[] {
  const walk = (category: MenuCategory): MenuItem[] => [...category.items, ...category.children.flatMap(walk)];
  return tree.flatMap(walk);
}

function allCategories(tree: MenuCategory[]): MenuCategory[] {
  const walk = (category: MenuCategory): MenuCategory[] => [category, ...category.children.flatMap(walk)];
  return tree.flatMap(walk);
}

/** The demo venue offers English besides its primary Russian; the other venue offers no English. */
const demo = { primaryLocale: "ru", contentLocales: demoStore.contentLocales };
const withoutEnglish = { primaryLocale: "ru", contentLocales: ["ru", "zh", "ar", "tr", "fr"] };

describe.each(engines())("guest languages fall back to English, then the primary one, on $engine", ({ create }) => {
  let database: Database;
  let storeId: number;
  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@fallback.test", password: "password-1" }));
  });
  afterAll(async () => database?.close());

  it("shows the Turkish and French names with the English descriptions where those languages have none", async () => {
    const en = allItems(await loadPublicMenu(database.db, storeId, "en", demo));
    for (const [locale, title] of [["tr", "Sarımsaklı çörekle borş"], ["fr", "Bortsch et petits pains à l’ail"]]) {
      const borscht = allItems(await loadPublicMenu(database.db, storeId, locale!, demo)).find((item) => item.title === title)!;
      expect(borscht.description, locale).toBe(en.find((item) => item.id === borscht.id)!.description);
      expect(borscht.description, locale).toMatch(/^Rich beetroot soup/);
    }
    const ru = allItems(await loadPublicMenu(database.db, storeId, "ru", demo));
    const tr = allItems(await loadPublicMenu(database.db, storeId, "tr", withoutEnglish));
    const borscht = tr.find((item) => item.title === "Sarımsaklı çörekle borş")!;
    expect(borscht.description).toBe(ru.find((item) => item.id === borscht.id)!.description);
    expect(borscht.description).toMatch(/[а-я]/);
    const ar = allItems(await loadPublicMenu(database.db, storeId, "ar", demo));
    expect(ar.find((item) => item.id === borscht.id)).toMatchObject({ title: "بورش مع خبز بالثوم", description: expect.stringMatching(/^حساء الشمندر/) });
  });

  it("falls back per item and per category when a translation is missing", async () => {
    const [tea] = await database.db.select().from(itemTranslations).where(eq(itemTranslations.title, "Masala chai"));
    await database.db
      .delete(itemTranslations)
      .where(and(eq(itemTranslations.itemId, tea!.itemId), eq(itemTranslations.locale, "tr")));
    const [coffee] = await database.db.select().from(categoryTranslations).where(eq(categoryTranslations.name, "Coffee"));
    await database.db
      .delete(categoryTranslations)
      .where(and(eq(categoryTranslations.categoryId, coffee!.categoryId), eq(categoryTranslations.locale, "tr")));
    await database.db
      .update(itemTranslations)
      .set({ description: "Baharatlı sütlü çay." })
      .where(and(eq(itemTranslations.itemId, tea!.itemId), eq(itemTranslations.locale, "fr")));

    const tr = await loadPublicMenu(database.db, storeId, "tr", demo);
    expect(allItems(tr).find((item) => item.id === tea!.itemId)?.title).toBe("Masala chai");
    expect(allCategories(tr).find((category) => category.id === coffee!.categoryId)?.name).toBe("Coffee");
    expect(allCategories(tr).map((category) => category.name)).toContain("Çay");
    const trOnly = await loadPublicMenu(database.db, storeId, "tr", withoutEnglish);
    expect(allItems(trOnly).find((item) => item.id === tea!.itemId)?.title).toBe("Масала чай");
    expect(allItems(trOnly).find((item) => item.title === "Flat white")).toBeDefined();
    expect(allCategories(trOnly).find((category) => category.id === coffee!.categoryId)?.name).toBe("Кофе");

    const fr = await loadPublicMenu(database.db, storeId, "fr", demo);
    expect(allItems(fr).find((item) => item.id === tea!.itemId)).toMatchObject({
      title: "Masala chai",
      description: "Baharatlı sütlü çay.",
    });
  });

  it("names promotions in the guest's language, else English, else the primary one, descriptions included", async () => {
    expect((await loadPromotionCategories(database.db, storeId, "fr", demo)).map((category) => category.name)).toEqual([
      "Happy hours",
      "Offres de la semaine",
    ]);
    const [lunch] = await database.db.select().from(promotionTranslations).where(eq(promotionTranslations.title, "Menu du midi"));
    await database.db
      .delete(promotionTranslations)
      .where(and(eq(promotionTranslations.promotionId, lunch!.promotionId), eq(promotionTranslations.locale, "fr")));
    const found = await loadPublicPromotions(database.db, storeId, 1, "fr", demo);
    expect(found?.promotions.map((promotion) => promotion.title)).toEqual(["Business lunch", "Soirée jeux du mardi"]);
    expect(found?.promotions[1]!.description).not.toBe("");
    const [ruLunch] = await database.db
      .select()
      .from(promotionTranslations)
      .where(and(eq(promotionTranslations.promotionId, lunch!.promotionId), eq(promotionTranslations.locale, "ru")));
    const frOnly = await loadPublicPromotions(database.db, storeId, 1, "fr", withoutEnglish);
    expect(frOnly?.promotions[0]!.title).toBe(ruLunch!.title);
  });

  it("gives the venue's description, address, menu-page info and phone labels in the guest's language, along the same order", async () => {
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    const texts = async (locale: string, locales = store!) => venueTexts(locales, await loadVenueTranslations(database.db, locales), locale);
    expect(await texts("ru")).toMatchObject({ address: "Минск, проспект Независимости, 1", phones: [{ description: "Бронирование столов" }, { description: "Бар" }] });
    expect(await texts("fr")).toMatchObject({
      description: "Cuisine, bar, chichas et jeux de société au cœur de Minsk.",
      address: "Minsk, 1 avenue de l’Indépendance",
      phones: [{ phone: "+375291234567", description: "Réservations" }, { phone: "+375173001122", description: "Bar" }],
    });
    expect((await texts("zh")).menuInfo).toMatch(/过敏原/);

    await database.db
      .update(storeTranslations)
      .set({ description: "", menuInfo: "", phoneLabels: { "+375 17 300-11-22": "Bar salonu" } })
      .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, "tr")));
    expect(await texts("tr")).toMatchObject({
      description: "Kitchen, bar, hookahs and board games in the heart of Minsk.",
      address: "Minsk, Bağımsızlık Caddesi 1",
      menuInfo: "Prices in BYN. Ask your waiter about allergens.",
      phones: [{ description: "Table reservations" }, { description: "Bar salonu" }],
    });
    const trOnly = await texts("tr", { ...store!, contentLocales: withoutEnglish.contentLocales });
    expect(trOnly).toMatchObject({ description: store!.description, menuInfo: store!.menuInfo, phones: [{ description: "Бронирование столов" }, { description: "Bar salonu" }] });
  });
});
