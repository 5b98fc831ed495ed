import { describe, expect, it } from "vitest";
import { h } from "preact";
import type { MenuTexts } from "@/lib/views/menu/menu-texts-of";
import { previewMenuItem } from "@/components/admin/menu/preview-menu-item";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { ProductDialog } from "@/lib/views/menu/product-dialog";
import { renderHtml } from "@/lib/html/render-html";
import { cardHtml, detailsHtml, sectionsHtml, testMenuItem, testMenuTexts } from "../support/menu-markup";
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";

const texts = testMenuTexts;

const item = testMenuItem;

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

describe("menu markup rendered by the guest page's components", () => {
  it("escapes hostile titles, quotes and right-to-left texts in text and attributes by construction", () => {
    const title = `</a><script>alert("x")</script> 'quoted' & كباب`;
    const html = cardHtml(item({ title }), texts, "lazy");
    expect(html).not.toContain("<script>");
    expect(html).toContain(`data-product-link="7">&lt;/a>&lt;script>alert(&quot;x&quot;)&lt;/script> 'quoted' &amp; كباب</a>`);
    expect(html).toContain(`aria-label="Add &lt;/a>&lt;script>alert(&quot;x&quot;)&lt;/script> 'quoted' &amp; كباب, 300 g to the list"`);
    const dialog = renderHtml(h(ProductDialog, { product: { item: item({ title: `"><img src=x onerror=alert(1)>` }), ageRestricted: true }, texts, back: `<Back>` }));
    expect(dialog).not.toContain("<img src=x");
    expect(dialog).toContain(`>&lt;Back></a>`);
    expect(dialog).toContain(`<h2 id="product-7-title" class="text-2xl font-semibold">&quot;>&lt;img src=x onerror=alert(1)><span`);
  });

  it("never lets an owner's title, name or unit become markup", () => {
    const hostile = `<img src=x onerror="alert(1)">`;
    const html = cardHtml(item({ title: hostile, portions: [{ id: 1, weight: "1", unit: `"><b>`, price: "1" }] }), texts, "lazy");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;>");
    const sections = sectionsHtml([category({ name: hostile })], texts);
    expect(sections).not.toContain("<img src=x");
  });

  it("renders the card the islands read: ids, portions with exact prices, the cart's buttons, the product link", () => {
    const html = cardHtml(item(), texts, "high");
    expect(html).toContain('id="item-7" data-testid="menu-item" data-menu-item="7"');
    expect(html).toContain('<li data-portion="70" data-weight="300.000" data-unit="g" data-price="12.50">');
    expect(html).toContain('<bdi>300 g</bdi> · </span><bdi class="menu-price">12.50 BYN</bdi>');
    expect(html).toContain('aria-label="Add Soup, 300 g to the list" data-cart-add="7"');
    expect(html).toContain('<a href="?product=7" data-product-link="7">Soup</a>');
  });

  it("writes portion units in the guest's language, in the label and the cart button alike", () => {
    const names: Record<string, string> = { g: "г", pcs: "шт." };
    const russian: MenuTexts = { ...texts, units: { name: (code) => names[code] ?? code, amount: (code, count) => `${count} ${names[code] ?? code}` } };
    const html = cardHtml(item({ portions: [{ id: 70, weight: "220.000", unit: "g", price: "9.00" }, { id: 71, weight: "1", unit: "pcs", price: "2.00" }] }), russian, "high");
    expect(html).toContain("<bdi>220 г</bdi>");
    expect(html).toContain("<bdi>1 шт.</bdi>");
    expect(html).toContain('aria-label="Add Soup, 220 г to the list"');
    expect(html).toContain('data-unit="g"');
  });

  it("folds 18+ items and categories behind the reveal button", () => {
    const card = cardHtml(item({ ageRestricted: true }), texts, "lazy");
    expect(card).toContain("data-age-restricted");
    expect(card).toContain('data-testid="age-reveal"');
    expect(card).toContain("in-data-[age-gate=locked]:hidden");
    expect(detailsHtml(item(), texts)).not.toContain("age-reveal");
    const sections = sectionsHtml([category({ ageRestricted: true, children: [category({ id: 4, level: "category", items: [item()] })] })], texts);
    expect(sections).toContain('id="section-3" data-menu-category data-age-restricted');
    expect(sections).toContain('<h3 id="category-4-title" data-menu-heading class="text-xl font-semibold">');
  });

  it("renders descriptions as sanitised markdown", () => {
    const html = detailsHtml(item({ description: "**Hot** [x](javascript:alert(1)) <script>alert(1)</script>" }), texts);
    expect(html).toContain("<strong>Hot</strong>");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script");
  });

  it("shows an item without a photo as a compact row, and fetches the first photos at once and the rest lazily", () => {
    const photo = { width: 960, height: 640, variants: [{ width: 480, height: 320, url: "/files/p-480.webp" }, { width: 960, height: 640, url: "/files/p-960.webp" }] };
    const withPhoto = (id: number) => item({ id, title: `Dish ${id}`, photo });
    const html = sectionsHtml(
      [category({ children: [category({ id: 4, level: "category", items: [item({ id: 1 }), withPhoto(2), withPhoto(3), withPhoto(4)] })] })],
      texts,
    );
    const cards = [...html.matchAll(/<li id="item-(\d+)"[^>]*class="([^"]+)">(.*?)<\/li>(?=<li id|<\/ul>)/g)].map(([, id, className, inner]) => ({ id, className, inner }));
    expect(cards.map((card) => [card.id, card.className])).toEqual([
      ["1", "menu-card menu-row"],
      ["2", "menu-card"],
      ["3", "menu-card"],
      ["4", "menu-card"],
    ]);
    expect(cards[0]!.inner).not.toContain("<img");
    expect(cards[1]!.inner).toContain('fetchpriority="high"');
    expect(cards[2]!.inner).not.toContain('loading="lazy"');
    expect(cards[3]!.inner).toContain('loading="lazy"');
  });

  it("labels allergens, diets, spiciness, calories and badges in words, and marks the card for the guest filter", () => {
    const dietary = { allergens: { milk: "contains", eggs: "contains", nuts: "may_contain" }, diets: ["vegetarian"], spicy: 2, calories: 420, badges: ["new"] } as const;
    const html = cardHtml(item({ dietary: { ...dietary, diets: [...dietary.diets], badges: [...dietary.badges] } }), texts, "lazy");
    expect(html).toContain('data-diets="vegetarian" data-allergens="eggs milk nuts"');
    expect(html).toContain("<li class=\"menu-tag menu-tag-badge\">badge new</li><li class=\"menu-tag menu-tag-diet\">diet vegetarian</li>");
    expect(html).toContain("Spiciness 2 of 3");
    expect(html).toContain("420 kcal");
    expect(html).toContain("Contains: allergen eggs, allergen milk<br>May contain: allergen nuts");
    const plain = cardHtml(item({ id: 8 }), texts, "lazy");
    expect(plain).not.toContain("data-diets");
    expect(plain).not.toContain("menu-tags");
  });
});

describe("one card for every place that shows an item", () => {
  it("puts the same details in the card and the product dialog", () => {
    const dish = item({ description: "**Hot**", soldOut: false, dietary: { allergens: { milk: "contains" }, diets: ["vegan"], spicy: 0, calories: null, badges: ["new"] } });
    const details = detailsHtml(dish, texts);
    expect(details).toContain("badge new");
    expect(cardHtml(dish, texts, "high")).toContain(details);
    expect(cardHtml(dish, texts, "lazy")).toContain(details);
    expect(renderHtml(h(ProductDialog, { product: { item: dish, ageRestricted: false }, texts, back: "Back" }))).toContain(details);
  });

  it("draws the admin's preview with the guest card: the primary language's description, sold-out portions, no cart", () => {
    const admin = {
      id: 9,
      categoryId: 1,
      kind: "product",
      title: "Borscht",
      texts: { ru: { title: "Борщ", description: "**Свёкла**" }, en: { title: "Borscht", description: "Beetroot" } },
      photo: { id: 4, thumb: "/files/t.webp", large: "/files/l.webp" },
      portions: [
        { id: 90, weight: "300", unit: "g", price: "9.50" },
        { id: 91, weight: "500", unit: "g", price: "12.00" },
      ],
      hidden: false,
      ageRestricted: false,
      dietary: { allergens: {}, diets: [], spicy: 0, calories: null, badges: [] },
      schedule: null,
      position: 0,
      version: 1,
      soldOut: false,
      soldOutPortionIds: [91],
      visibleNow: true,
    } as unknown as AdminItem;
    const html = cardHtml(previewMenuItem(admin, "ru"), texts, "lazy");
    expect(html).toContain("<strong>Свёкла</strong>");
    expect(html).toContain('<img src="/files/l.webp"');
    expect(html).toContain('<li data-portion="91" data-weight="500" data-unit="g" data-price="12.00" data-sold-out><span>');
    expect(html).toContain('<span class="menu-sold-out">Sold out</span>');
    expect(html.match(/data-cart-add/g)).toHaveLength(1);
  });
});

describe("the renderer's HTML", () => {
  it("writes void elements as HTML does, and leaves a ` />` inside texts and attribute values alone", () => {
    const photo = { width: 960, height: 640, variants: [{ width: 960, height: 640, url: "/files/p-960.webp" }] };
    const html = cardHtml(item({ title: `a" /> <br />`, photo }), texts, "high");
    expect(html).toContain('<img src="/files/p-960.webp" srcset="/files/p-960.webp 960w"');
    expect(html).toMatch(/<img [^<]*class="menu-photo bg-zinc-100 dark:bg-zinc-900">/);
    expect(html).not.toContain("<br");
    expect(html).toContain(`data-product-link="7">a&quot; /> &lt;br /></a>`);
    expect(html).toContain(`aria-label="Add a&quot; /> &lt;br />, 300 g to the list"`);
  });
});
