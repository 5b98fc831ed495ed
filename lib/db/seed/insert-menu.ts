import type { Db } from "../types";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../schema/menu";
import {
  promotionCategories,
  promotionCategoryTranslations,
  promotions,
  promotionTranslations,
} from "../schema/promotions";
import { demoDescriptionsAr } from "./demo-descriptions-ar";
import { demoExtraLocales } from "./demo-extra-locales";
import { demoTextSources } from "./demo-text-sources";
import { NO_DIETARY } from "../../domain/dietary";
import { demoDietary } from "./demo-dietary";
import type { DemoCategory, DemoItem, DemoMenu, L10n } from "./demo-types";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CategoryType = "products" | "hookahs" | "entertainment";

interface Scope {
  companyId: number;
  storeId: number;
}

const KIND_BY_TYPE = { products: "product", hookahs: "hookah", entertainment: "game" } as const;

/** The text in ru, en, zh and, where the demo has them, ar, tr and fr. */
function translations(text: L10n) {
  const base = (Object.entries(text) as [keyof L10n, string][]).map(([locale, value]) => ({ locale, value }));
  const extra = Object.entries(demoExtraLocales[text.en] ?? {}).map(([locale, value]) => ({ locale, value }));
  return [...base, ...extra];
}

/** A description in `locale`; empty where the demo has none, so the menu falls back along the guest-text order. */
function describe(title: L10n, text: L10n, locale: string): string {
  const own = (text as unknown as Record<string, string | undefined>)[locale];
  return own ?? (locale === "ar" ? demoDescriptionsAr[title.en] : undefined) ?? "";
}

async function insertItems(tx: Tx, scope: Scope, categoryId: number, type: CategoryType, list: DemoItem[]) {
  for (const [position, item] of list.entries()) {
    const [row] = await tx
      .insert(items)
      .values({
        ...scope,
        categoryId,
        kind: KIND_BY_TYPE[type],
        hidden: item.hidden ?? false,
        ageRestricted: item.ageRestricted ?? false,
        dietary: demoDietary[item.title.en] ?? NO_DIETARY,
        schedule: item.schedule ?? null,
        position,
      })
      .returning({ id: items.id });
    const itemId = row!.id;
    await tx.insert(itemTranslations).values(
      translations(item.title).map(({ locale, value }) => ({
        itemId,
        companyId: scope.companyId,
        locale,
        title: value,
        description: describe(item.title, item.description, locale),
        ...demoTextSources(item.title.en, locale, { title: item.title.ru, description: describe(item.title, item.description, "ru") }),
      })),
    );
    await tx.insert(portions).values(
      item.portions.map((portion, index) => ({ ...portion, companyId: scope.companyId, itemId, position: index })),
    );
  }
}

async function insertCategory(
  tx: Tx,
  scope: Scope,
  category: DemoCategory,
  parent: { id: number; level: "super" | "category"; type: CategoryType },
  position: number,
) {
  const [row] = await tx
    .insert(categories)
    .values({
      ...scope,
      parentId: parent.id,
      level: parent.level === "super" ? "category" : "sub",
      type: parent.type,
      icon: category.icon,
      ageRestricted: category.ageRestricted ?? false,
      schedule: category.schedule ?? null,
      position,
    })
    .returning({ id: categories.id, level: categories.level });
  const { id, level } = row!;
  await tx.insert(categoryTranslations).values(
    translations(category.name).map(({ locale, value }) => ({
      categoryId: id,
      companyId: scope.companyId,
      locale,
      name: value,
      ...demoTextSources(category.name.en, locale, { name: category.name.ru }),
    })),
  );
  await insertItems(tx, scope, id, parent.type, category.items ?? []);
  for (const [index, child] of (category.children ?? []).entries()) {
    await insertCategory(tx, scope, child, { id, level: level as "category", type: parent.type }, index);
  }
}

/** Writes a whole menu tree with its translations and promotions into one store. */
export async function insertMenu(tx: Tx, scope: Scope, menu: DemoMenu): Promise<void> {
  for (const [position, section] of menu.sections.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({ ...scope, level: "super", type: section.type, section: section.section, icon: section.icon, position })
      .returning({ id: categories.id });
    const superId = row!.id;
    await tx.insert(categoryTranslations).values(
      translations(section.name).map(({ locale, value }) => ({
        categoryId: superId,
        companyId: scope.companyId,
        locale,
        name: value,
        ...demoTextSources(section.name.en, locale, { name: section.name.ru }),
      })),
    );
    for (const [index, category] of section.categories.entries()) {
      await insertCategory(tx, scope, category, { id: superId, level: "super", type: section.type }, index);
    }
  }
  for (const [position, group] of menu.promotionCategories.entries()) {
    const [row] = await tx
      .insert(promotionCategories)
      .values({ ...scope, position })
      .returning({ id: promotionCategories.id });
    const groupId = row!.id;
    await tx.insert(promotionCategoryTranslations).values(
      translations(group.name).map(({ locale, value }) => ({
        promotionCategoryId: groupId,
        companyId: scope.companyId,
        locale,
        name: value,
      })),
    );
    for (const [index, promotion] of group.promotions.entries()) {
      const [promo] = await tx
        .insert(promotions)
        .values({ ...scope, promotionCategoryId: groupId, position: index })
        .returning({ id: promotions.id });
      await tx.insert(promotionTranslations).values(
        translations(promotion.title).map(({ locale, value }) => ({
          promotionId: promo!.id,
          companyId: scope.companyId,
          locale,
          title: value,
          description: describe(promotion.title, promotion.description, locale),
          ...demoTextSources(promotion.title.en, locale, { title: promotion.title.ru, description: describe(promotion.title, promotion.description, "ru") }),
        })),
      );
    }
  }
}
