import { describe, expect, it } from "vitest";
import { dayRange, hoursLines, scheduleText } from "@/lib/domain/day-range";
import { documentItems } from "@/lib/export/menu-document";
import { menuHtml, pageFooterHtml } from "@/lib/export/menu-html";
import { documentOf, texts } from "./fixture";
import { h } from "preact";
import { renderHtml } from "@/lib/html/render-html";
import { ItemDetails } from "@/lib/views/menu/item-details";

describe("menu print document", () => {
  const html = menuHtml(documentOf(), texts);

  it("is one self-contained page: language, direction, inline style, no external resources", () => {
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain("<style>");
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script|<link/);
  });

  it("escapes every text and renders descriptions as markdown without unsafe links", () => {
    expect(html).toContain("Tom &amp; Jerry's &lt;Bar>");
    expect(html).toContain("Syrniki &lt;script>alert(1)&lt;/script>");
    expect(html).toContain("<strong>cottage cheese</strong>");
    expect(html).toContain("<br>");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("**");
  });

  it("heads sections and categories, lists portions with prices and keeps each item whole", () => {
    expect(html).toContain("<h2><bdi>Kitchen</bdi></h2>");
    expect(html).toContain("<h3><bdi>Breakfasts</bdi></h3>");
    expect(html).toMatch(/<h4><bdi>Porridge<\/bdi><span class="flag">\(hidden\)<\/span><\/h4>/);
    expect(html).toContain('<bdi class="weight">220 g</bdi><bdi class="price">12.50 BYN</bdi>');
    expect(html).toContain('<li><bdi class="price">5.00 BYN</bdi></li>');
    expect(html).toContain("Available Mon–Sun 08:00–12:00");
    expect(html).toContain("Available Fri, Sat 18:00–02:00");
    expect(html).toMatch(/\.item \{[^}]*break-inside: avoid/);
    expect(html).toMatch(/h2 \{[^}]*break-after: avoid/);
    expect(html.match(/class="item"/g)).toHaveLength(documentItems(documentOf()).length);
  });

  it("marks 18+ sections, categories and items, and shows photos and the venue's facts", () => {
    expect(html).toContain('<h2><bdi>Drinks: bar/tap [cold]</bdi><span class="mark">18+</span></h2>');
    expect(html.match(/<span class="mark">18\+<\/span>/g)).toHaveLength(3);
    expect(html).toContain('<img class="item-photo" src="data:image/jpeg;base64,AAAA" width="320" height="213" alt>');
    expect(html).toContain("<b>Address:</b> <bdi>1 Main St</bdi>");
    expect(html).toContain("<bdi>Mon–Fri 10:00–22:00</bdi>, <bdi>Sat, Sun 12:00–23:00</bdi>");
    expect(html).toContain('<bdi dir="ltr">+375291234567</bdi> (Bar)');
    expect(html).toContain("Prices in BYN");
  });

  it("prints each item's badges, diets, spiciness and calories, then what it contains and may contain, in the catalogue's order", () => {
    expect(html).toContain(
      '<ul class="tags"><li class="tag tag-badge"><bdi>Bestseller</bdi></li><li class="tag tag-diet"><bdi>Vegetarian</bdi></li>' +
        '<li class="tag tag-spicy"><bdi>Spiciness 2 of 3</bdi></li><li class="tag tag-calories"><bdi>350 kcal</bdi></li></ul>',
    );
    expect(html).toContain('<p class="allergens"><span class="contains">Contains: Eggs, Milk</span><span class="may-contain">May contain: Tree nuts</span></p>');
    // items without marks print none
    expect(html.match(/class="tags"/g)).toHaveLength(1);
    expect(html.match(/class="allergens"/g)).toHaveLength(1);
  });

  it("draws each item's facts with the guest card's own details component, set for paper", () => {
    const [syrniki] = documentItems(documentOf());
    const details = renderHtml(h(ItemDetails, { variant: "print", item: syrniki!, texts: { price: (amount) => `${amount} BYN`, units: texts.units, dietary: texts.dietary } }));
    expect(details).toContain("<strong>cottage cheese</strong>");
    expect(details).toContain('<bdi class="price">12.50 BYN</bdi>');
    expect(html).toContain(`<div class="item-body"><p class="item-title"><bdi>Syrniki &lt;script>alert(1)&lt;/script></bdi></p>${details}</div>`);
    expect(details).not.toMatch(/data-cart-add|<button/);
  });

  it("renders the venue's menu information as Markdown, with no markup characters left and no raw HTML", () => {
    const document = documentOf();
    const printed = menuHtml({ ...document, venue: { ...document.venue, menuInfo: "# Good to know\n**Prices** in BYN\n\n- cash <b onclick=x>only</b>" } }, texts);
    const info = /<div class="venue-note venue-info" dir="auto">(.*?)<\/div>/s.exec(printed)?.[1] ?? "";
    expect(info).toContain("<h1>Good to know</h1>");
    expect(info).toContain("<strong>Prices</strong> in BYN");
    expect(info).toContain("<li>cash only</li>");
    expect(info).not.toMatch(/\*\*|#|onclick/);
  });

  it("lays Arabic out right to left", () => {
    const arabic = menuHtml(documentOf({ locale: "ar", direction: "rtl" }), { ...texts, locale: "ar" });
    expect(arabic.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    const footer = pageFooterHtml({ locale: "ar", direction: "rtl" }, { ...texts, page: (page, pages) => `صفحة ${page} من ${pages}` });
    expect(footer).toContain('dir="rtl"');
    expect(footer).toContain('صفحة <span class="pageNumber"></span> من <span class="totalPages"></span>');
  });

  it("prints the page footer with the numbers Chromium fills in", () => {
    const footer = pageFooterHtml({ locale: "en", direction: "ltr" }, texts);
    expect(footer).toContain('Page <span class="pageNumber"></span> of <span class="totalPages"></span>');
    expect(footer).toMatch(/font-size:\s*8pt/);
  });
});

describe("days and hours", () => {
  it("writes three or more days in a row as a range, others one by one", () => {
    expect(dayRange([3, 1, 2], texts)).toBe("Mon–Wed");
    expect(dayRange([1, 3], texts)).toBe("Mon, Wed");
    expect(dayRange([6, 7], texts)).toBe("Sat, Sun");
    expect(dayRange([], texts)).toBe("");
    expect(hoursLines([{ days: [7], opens: "12:00", closes: "23:00" }], texts)).toEqual(["Sun 12:00–23:00"]);
  });

  it("says when a scheduled item is served, and nothing for a schedule that is off", () => {
    expect(scheduleText({ enabled: true, days: [1, 2, 3, 4, 5], start: "12:00", end: "15:00" }, texts)).toBe("Available Mon–Fri 12:00–15:00");
    expect(scheduleText({ enabled: false, days: [1], start: "12:00", end: "15:00" }, texts)).toBe("");
    expect(scheduleText(null, texts)).toBe("");
  });
});
