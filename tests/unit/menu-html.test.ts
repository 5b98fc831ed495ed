import { describe, expect, it } from "vitest";
import { attributes } from "@/components/menu/html/escape";
import { escapeHtml } from "@/lib/html/escape-html";
import { itemDetailsHtml, menuCardHtml, type MenuTexts } from "@/components/menu/html/item-html";
import { menuSectionsHtml } from "@/components/menu/html/sections-html";
import type { MenuCategory, MenuItem } from "@/lib/server/menu/load-public-menu";

const texts: MenuTexts = {
  locale: "en",
  price: (price) => `${price} BYN`,
  unit: (code) => code,
  addToList: (title, portion) => `Add ${title}, ${portion} to the list`,
  ageRestricted: "18+",
  showAdultContent: "Show 18+ content",
  soldOut: "Sold out",
};

const item = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  id: 7,
  kind: "product",
  title: "Soup",
  description: "",
  photoId: null,
  photo: null,
  ageRestricted: false,
  schedule: null,
  portions: [{ id: 70, weight: "300.000", unit: "g", price: "12.50" }],
  ...overrides,
});

const category = (overrides: Partial<MenuCategory> = {}): MenuCategory => ({
  id: 3,
  level: "super",
  section: "kitchen",
  icon: null,
  name: "Kitchen",
  ageRestricted: false,
  schedule: null,
  items: [],
  children: [],
  ...overrides,
});

describe("menu markup as a string", () => {
  it("escapes every markup character in text and attributes", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(attributes({ title: '"><script>', hidden: true, gone: false, none: undefined, count: 2 })).toBe(
      ' title="&quot;&gt;&lt;script&gt;" hidden count="2"',
    );
  });

  it("never lets an owner's title, name or unit become markup", () => {
    const hostile = `<img src=x onerror="alert(1)">`;
    const html = menuCardHtml(item({ title: hostile, portions: [{ id: 1, weight: "1", unit: `"><b>`, price: "1" }] }), texts, "lazy");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    const sections = menuSectionsHtml([category({ name: hostile })], texts);
    expect(sections).not.toContain("<img src=x");
  });

  it("renders the card the islands read: ids, portions with exact prices, the cart's buttons, the product link", () => {
    const html = menuCardHtml(item(), texts, "high");
    expect(html).toContain('id="item-7" data-testid="menu-item" data-menu-item="7"');
    expect(html).toContain('<li data-portion="70" data-weight="300.000" data-unit="g" data-price="12.50">');
    expect(html).toContain('<bdi>300 g</bdi> · </span><bdi class="menu-price">12.50 BYN</bdi>');
    expect(html).toContain('aria-label="Add Soup, 300 g to the list" data-cart-add="7"');
    expect(html).toContain('<a href="?product=7" data-product-link="7">Soup</a>');
    expect(html).toContain('fetchpriority="high"');
    expect(menuCardHtml(item(), texts, "lazy")).toContain('loading="lazy" decoding="async"');
  });

  it("writes portion units in the guest's language, in the label and the cart button alike", () => {
    const russian: MenuTexts = { ...texts, unit: (code) => ({ g: "г", pcs: "шт." })[code] ?? code };
    const html = menuCardHtml(item({ portions: [{ id: 70, weight: "220.000", unit: "g", price: "9.00" }, { id: 71, weight: "1", unit: "pcs", price: "2.00" }] }), russian, "high");
    expect(html).toContain("<bdi>220 г</bdi>");
    expect(html).toContain("<bdi>1 шт.</bdi>");
    expect(html).toContain('aria-label="Add Soup, 220 г to the list"');
    expect(html).toContain('data-unit="g"');
  });

  it("folds 18+ items and categories behind the reveal button", () => {
    const card = menuCardHtml(item({ ageRestricted: true }), texts, "lazy");
    expect(card).toContain("data-age-restricted");
    expect(card).toContain('data-testid="age-reveal"');
    expect(card).toContain("in-data-[age-gate=locked]:hidden");
    expect(itemDetailsHtml(item(), texts)).not.toContain("age-reveal");
    const sections = menuSectionsHtml([category({ ageRestricted: true, children: [category({ id: 4, level: "category", items: [item()] })] })], texts);
    expect(sections).toContain('id="section-3" data-menu-category data-age-restricted');
    expect(sections).toContain('<h3 id="category-4-title" data-menu-heading class="text-xl font-semibold">');
  });

  it("renders descriptions as sanitised markdown", () => {
    const html = itemDetailsHtml(item({ description: "**Hot** [x](javascript:alert(1)) <script>alert(1)</script>" }), texts);
    expect(html).toContain("<strong>Hot</strong>");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script");
  });
});
