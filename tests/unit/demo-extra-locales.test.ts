import { describe, expect, it } from "vitest";
import { demoDescriptionsAr } from "@/lib/db/seed/demo-descriptions-ar";
import { demoExtraLocales } from "@/lib/db/seed/demo-extra-locales";
import { demoMenu } from "@/lib/db/seed/demo-menu";
import type { DemoCategory, L10n } from "@/lib/db/seed/demo-types";

function names(): L10n[] {
  const walk = (category: DemoCategory): L10n[] => [
    category.name,
    ...(category.items ?? []).map((item) => item.title),
    ...(category.children ?? []).flatMap(walk),
  ];
  return [
    ...demoMenu.sections.flatMap((section) => [section.name, ...section.categories.flatMap(walk)]),
    ...demoMenu.promotionCategories.flatMap((group) => [group.name, ...group.promotions.map((promotion) => promotion.title)]),
  ];
}

describe("demo menu in ar, tr and fr", () => {
  it("names every section, category, item and promotion in all three", () => {
    const missing = names().filter((name) => !demoExtraLocales[name.en]);
    expect(missing).toEqual([]);
  });

  it("describes every item and promotion in Arabic", () => {
    const described = names().filter((name) => demoDescriptionsAr[name.en]);
    expect(described).toHaveLength(Object.keys(demoDescriptionsAr).length);
    const items = demoMenu.sections.flatMap((section) =>
      section.categories.flatMap(function walk(category: DemoCategory): string[] {
        return [...(category.items ?? []).map((item) => item.title.en), ...(category.children ?? []).flatMap(walk)];
      }),
    );
    const promotions = demoMenu.promotionCategories.flatMap((group) => group.promotions.map((promotion) => promotion.title.en));
    expect([...items, ...promotions].filter((title) => !demoDescriptionsAr[title])).toEqual([]);
  });

  it("writes the Arabic names in Arabic script", () => {
    for (const { ar } of Object.values(demoExtraLocales)) expect(ar).toMatch(/[\u0600-\u06ff]/);
  });
});
