import { describe, expect, it } from "vitest";
import { cardHtml, detailsHtml, testMenuItem, testMenuTexts } from "../support/menu-markup";
import { menuJsonLd } from "@/lib/domain/menu-json-ld";
import { withSoldOut } from "@/lib/domain/sold-out";
import type { MenuCategory, MenuItem } from "@/lib/domain/menu-tree";

const texts = testMenuTexts;

const NOW = Date.UTC(2030, 4, 1, 12);
const LATER = NOW + 3_600_000;

const item = (overrides: Partial<MenuItem> = {}): MenuItem =>
  testMenuItem({
    soldOutUntil: null,
    portions: [
      { id: 70, weight: "300", unit: "g", price: "12.50", soldOutUntil: null },
      { id: 71, weight: "500", unit: "g", price: "18.00", soldOutUntil: null },
    ],
    ...overrides,
  });

const tree = (items: MenuItem[]): MenuCategory[] => [
  { id: 1, level: "super", section: "kitchen", icon: null, name: "Kitchen", ageRestricted: false, schedule: null, items: [], children: [{ id: 2, level: "category", section: null, icon: null, name: "Soups", ageRestricted: false, schedule: null, items, children: [] }] },
];

const itemsOf = (categories: MenuCategory[]) => categories[0]!.children[0]!.items;
const addButtons = (html: string) => html.match(/data-cart-add/g)?.length ?? 0;

describe("sold out today on the guest menu", () => {
  it("keeps available items as they are, the same objects", () => {
    const plain = item();
    const past = item({ id: 8, soldOutUntil: NOW - 1, portions: [{ id: 80, weight: "1", unit: "pcs", price: "1", soldOutUntil: NOW }] });
    const [first, second] = itemsOf(withSoldOut(tree([plain, past]), NOW));
    expect(first).toBe(plain);
    expect(second).toBe(past);
    expect(second!.soldOut).toBeUndefined();
  });

  it("greys a sold-out item with its label and leaves no add button, in the card and in the product dialog", () => {
    const [soldOut] = itemsOf(withSoldOut(tree([item({ soldOutUntil: LATER })]), NOW));
    expect(soldOut!.soldOut).toBe(true);
    const card = cardHtml(soldOut!, texts, "lazy");
    expect(card).toMatch(/<li[^>]*data-menu-item="7"[^>]*data-sold-out/);
    expect(card).toContain('<span data-sold-out-mark class="menu-sold-out">Sold out</span>');
    expect(addButtons(card)).toBe(0);
    expect(addButtons(detailsHtml(soldOut!, texts))).toBe(0);
  });

  it("marks one sold-out portion and keeps the other addable", () => {
    const [partly] = itemsOf(withSoldOut(tree([item({ portions: [item().portions[0]!, { ...item().portions[1]!, soldOutUntil: LATER }] })]), NOW));
    expect(partly!.soldOut).toBe(false);
    const card = cardHtml(partly!, texts, "high");
    expect(card).not.toContain("data-sold-out-mark");
    expect(card).toMatch(/<li data-portion="71"[^>]*data-sold-out>.*?<span class="menu-sold-out">Sold out<\/span><\/li>/);
    expect(addButtons(card)).toBe(1);
    expect(card).toContain("Add Soup, 300 g to the list");
  });

  it("counts an item whose every portion is sold out as sold out", () => {
    const portions = item().portions.map((portion) => ({ ...portion, soldOutUntil: LATER }));
    expect(itemsOf(withSoldOut(tree([item({ portions })]), NOW))[0]!.soldOut).toBe(true);
  });

  it("offers sold-out portions as SoldOut in the structured data", () => {
    const marked = withSoldOut(tree([item({ portions: [item().portions[0]!, { ...item().portions[1]!, soldOutUntil: LATER }] })]), NOW);
    const store = { name: "Bar", address: null, phones: [], workingHours: [], socialLinks: {}, currency: "BYN" };
    const json = JSON.stringify(menuJsonLd(store, marked, "https://bar.test/en/menu"));
    const offers = JSON.parse(json).hasMenu.hasMenuSection[0].hasMenuSection[0].hasMenuItem[0].offers;
    expect(offers.map((offer: { availability?: string }) => offer.availability)).toEqual([undefined, "https://schema.org/SoldOut"]);
  });
});
