import { sql } from "drizzle-orm";
import { companies } from "../schema/companies";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../schema/menu";
import { stores, storeSettings } from "../schema/stores";
import type { Db } from "../types";
import { statementChunks } from "../statement-chunks";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Locale = "ru" | "en" | "zh";

export interface SyntheticOptions {
  stores: number;
  items: number;
  /** url keys are `${prefix}-1`, `${prefix}-2`, …; taken numbers are skipped */
  prefix?: string;
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCALES: Locale[] = ["en", "ru", "zh"];

// Word lists are "en|ru|zh" triples.
const SECTIONS = [
  {
    section: "kitchen", type: "products", kind: "product", unit: "g", name: "Kitchen|Кухня|厨房",
    categories: ["Salads|Салаты|沙拉", "Soups|Супы|汤品", "Mains|Горячее|主菜", "Pizza|Пицца|披萨", "Desserts|Десерты|甜品"],
    dishes: ["Grilled salmon|Лосось на гриле|烤三文鱼", "Beef steak|Говяжий стейк|牛排", "Caesar salad|Салат Цезарь|凯撒沙拉", "Mushroom soup|Грибной суп|蘑菇汤", "Cheesecake|Чизкейк|芝士蛋糕", "Chicken wings|Куриные крылья|鸡翅"],
  },
  {
    section: "drinks", type: "products", kind: "product", unit: "ml", name: "Drinks|Напитки|饮品",
    categories: ["Coffee|Кофе|咖啡", "Tea|Чай|茶", "Lemonades|Лимонады|柠檬水", "Cocktails|Коктейли|鸡尾酒", "Beer|Пиво|啤酒"],
    dishes: ["Cappuccino|Капучино|卡布奇诺", "Green tea|Зелёный чай|绿茶", "Mango lemonade|Манговый лимонад|芒果柠檬水", "Mojito|Мохито|莫吉托", "Lager|Лагер|拉格啤酒", "Fresh juice|Свежевыжатый сок|鲜榨果汁"],
  },
  {
    section: "hookah", type: "hookahs", kind: "hookah", unit: "pcs", name: "Hookahs|Кальяны|水烟",
    categories: ["Classic|Классика|经典", "Premium|Премиум|高级", "Fruit bowls|На фрукте|水果碗", "Tobacco blends|Миксы табака|烟草混合", "Extras|Дополнительно|附加"],
    dishes: ["Mint hookah|Мятный кальян|薄荷水烟", "Berry mix|Ягодный микс|浆果混合", "Pineapple bowl|Кальян на ананасе|菠萝碗水烟", "Double apple|Двойное яблоко|双苹果", "Citrus mix|Цитрусовый микс|柑橘混合", "Ice grape|Ледяной виноград|冰葡萄"],
  },
  {
    section: "games", type: "entertainment", kind: "game", unit: "pcs", name: "Games|Игры|游戏",
    categories: ["Board games|Настольные игры|桌游", "Consoles|Приставки|游戏机", "Cards|Карты|纸牌", "Party games|Игры для компании|派对游戏", "Table tennis|Настольный теннис|乒乓球"],
    dishes: ["Catan|Катан|卡坦岛", "PlayStation 5|PlayStation 5|PlayStation 5", "Poker set|Набор для покера|扑克套装", "Mafia|Мафия|黑手党", "Jenga|Дженга|叠叠乐", "Ping-pong table|Стол для пинг-понга|乒乓球桌"],
  },
] as const;

const SUB_NAME = "Specials|Особое|特色";
const SUB_PARENT_POSITION = 1;
const SENTENCES = [
  "Made to order.|Готовим по заказу.|现点现做。",
  "A guest favourite.|Любимое блюдо гостей.|深受客人喜爱。",
  "Seasonal offer.|Сезонное предложение.|季节限定。",
  "Perfect for sharing.|Идеально для компании.|适合分享。",
  "Ask your waiter for details.|Подробности уточняйте у официанта.|详情请咨询服务员。",
  "**House recommendation.**|**Рекомендация заведения.**|**本店推荐。**",
];

function l10n(triple: string): Record<Locale, string> {
  const [en = "", ru = en, zh = en] = triple.split("|");
  return { en, ru, zh };
}

/** mulberry32 seeded with an FNV-1a hash of `seedText`: small, fast and reproducible. */
function createRandom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomLetters(count: number): string {
  return Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

async function freeUrlKeys(db: Db, prefix: string, count: number): Promise<string[]> {
  const taken = await db
    .select({ urlKey: stores.urlKey })
    .from(stores)
    .where(sql`starts_with(${stores.urlKey}, ${`${prefix}-`})`);
  const used = new Set(taken.map((row) => row.urlKey));
  const keys: string[] = [];
  for (let number = 1; keys.length < count; number++) {
    const key = `${prefix}-${number}`;
    if (!used.has(key)) keys.push(key);
  }
  return keys;
}

interface Leaf {
  categoryId: number;
  section: Section;
  count: number;
}

type Section = (typeof SECTIONS)[number];
type Scope = { companyId: number; storeId: number };

/** Inserts categories in one statement; returns their ids in the order of `rows`. */
async function insertCategories(tx: Tx, rows: (typeof categories.$inferInsert)[]): Promise<number[]> {
  const inserted = await tx
    .insert(categories)
    .values(rows)
    .returning({ id: categories.id, parentId: categories.parentId, position: categories.position });
  const byKey = new Map(inserted.map((row) => [`${row.parentId}:${row.position}`, row.id]));
  return rows.map((row) => byKey.get(`${row.parentId ?? null}:${row.position}`)!);
}

/** Four sections of five categories; the second category of each holds one subcategory instead of items. */
async function insertCategoryTree(tx: Tx, scope: Scope): Promise<Leaf[]> {
  const superIds = await insertCategories(
    tx,
    SECTIONS.map((section, position) => ({
      ...scope,
      level: "super" as const,
      type: section.type,
      section: section.section,
      icon: section.section,
      ageRestricted: section.section === "hookah",
      position,
    })),
  );
  const middle = SECTIONS.flatMap((section, index) =>
    section.categories.map((name, position) => ({ section, name, parentId: superIds[index]!, position })),
  );
  const middleIds = await insertCategories(
    tx,
    middle.map(({ section, parentId, position }) => ({ ...scope, parentId, level: "category" as const, type: section.type, position })),
  );
  const parents = middle.flatMap(({ section, position }, index) =>
    position === SUB_PARENT_POSITION ? [{ section, parentId: middleIds[index]! }] : [],
  );
  const subIds = await insertCategories(
    tx,
    parents.map(({ section, parentId }) => ({ ...scope, parentId, level: "sub" as const, type: section.type, position: 0 })),
  );

  const names = [
    ...SECTIONS.map((section, index) => ({ categoryId: superIds[index]!, name: section.name })),
    ...middle.map(({ name }, index) => ({ categoryId: middleIds[index]!, name })),
    ...subIds.map((categoryId) => ({ categoryId, name: SUB_NAME })),
  ];
  const rows = names.flatMap(({ categoryId, name }) => {
    const text = l10n(name);
    return LOCALES.map((locale) => ({ categoryId, companyId: scope.companyId, locale, name: text[locale] }));
  });
  for (const chunk of statementChunks(rows)) await tx.insert(categoryTranslations).values(chunk);

  return [
    ...middle.flatMap(({ section, position }, index) =>
      position === SUB_PARENT_POSITION ? [] : [{ categoryId: middleIds[index]!, section, count: 0 }],
    ),
    ...parents.map(({ section }, index) => ({ categoryId: subIds[index]!, section, count: 0 })),
  ];
}

function priceFor(random: () => number): number {
  return Math.round((3 + random() * 37) * 10) / 10;
}

async function insertItems(tx: Tx, scope: Scope, leaves: Leaf[], total: number, random: () => number) {
  const { companyId } = scope;
  const planned = Array.from({ length: total }, (_, index) => {
    const leaf = leaves[index % leaves.length]!;
    const dish = l10n(leaf.section.dishes[Math.floor(random() * leaf.section.dishes.length)]!);
    const first = Math.floor(random() * SENTENCES.length);
    const second = (first + 1 + Math.floor(random() * (SENTENCES.length - 1))) % SENTENCES.length;
    const sentences = [first, second].map((sentence) => l10n(SENTENCES[sentence]!));
    const portionCount = 1 + Math.floor(random() * 3);
    const basePrice = priceFor(random);
    const baseWeight = leaf.section.unit === "pcs" ? 1 : 50 * (2 + Math.floor(random() * 8));
    return { leaf, position: leaf.count++, number: index + 1, dish, sentences, portionCount, basePrice, baseWeight };
  });

  const ids = new Map<string, number>();
  for (const chunk of statementChunks(planned)) {
    const rows = await tx
      .insert(items)
      .values(chunk.map((item) => ({ ...scope, categoryId: item.leaf.categoryId, kind: item.leaf.section.kind, position: item.position })))
      .returning({ id: items.id, categoryId: items.categoryId, position: items.position });
    for (const row of rows) ids.set(`${row.categoryId}:${row.position}`, row.id);
  }
  const itemIds = planned.map((item) => ids.get(`${item.leaf.categoryId}:${item.position}`)!);

  const translationRows = planned.flatMap((item, index) => {
    const itemId = itemIds[index]!;
    return LOCALES.map((locale) => ({
      itemId,
      companyId,
      locale,
      title: `${item.dish[locale]} ${item.number}`,
      description: item.sentences.map((sentence) => sentence[locale]).join(locale === "zh" ? "" : " "),
    }));
  });
  for (const chunk of statementChunks(translationRows)) await tx.insert(itemTranslations).values(chunk);

  const portionRows = planned.flatMap((item, index) => {
    const itemId = itemIds[index]!;
    return Array.from({ length: item.portionCount }, (_, position) => ({
      companyId,
      itemId,
      weight: String(item.baseWeight * (position + 1)),
      unit: item.leaf.section.unit,
      price: (item.basePrice * (1 + position * 0.6)).toFixed(2),
      position,
    }));
  });
  for (const chunk of statementChunks(portionRows)) await tx.insert(portions).values(chunk);
}

/** Creates one company with `stores` venues of exactly `items` menu items each, for benchmarks. */
export async function seedSynthetic(db: Db, options: SyntheticOptions): Promise<{ storeIds: number[]; urlKeys: string[] }> {
  for (const key of ["stores", "items"] as const) {
    if (!Number.isSafeInteger(options[key]) || options[key] < 1) throw new RangeError(`${key} must be a positive integer`);
  }
  const prefix = (options.prefix ?? "bench").toLowerCase();
  const now = options.now ?? new Date();
  const urlKeys = await freeUrlKeys(db, prefix, options.stores);
  const urlName = `bench${randomLetters(10)}`;
  const [company] = await db.insert(companies).values({ name: `Benchmark ${urlName}`, urlName }).returning({ id: companies.id });
  const companyId = company!.id;

  const storeIds: number[] = [];
  for (const urlKey of urlKeys) {
    const storeId = await db.transaction(async (tx) => {
      const [store] = await tx
        .insert(stores)
        .values({
          companyId,
          urlKey,
          name: `Bench venue ${urlKey}`,
          description: "Synthetic venue for benchmarks.",
          primaryLocale: "ru",
          contentLocales: ["ru", "en", "zh"],
          setupEndsAt: new Date(now.getTime() - 4 * DAY_MS),
        })
        .returning({ id: stores.id });
      const scope = { companyId, storeId: store!.id };
      await tx.insert(storeSettings).values(scope);
      const leaves = await insertCategoryTree(tx, scope);
      await insertItems(tx, scope, leaves, options.items, createRandom(urlKey));
      return scope.storeId;
    });
    storeIds.push(storeId);
  }
  return { storeIds, urlKeys };
}
