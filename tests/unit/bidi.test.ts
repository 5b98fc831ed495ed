import { describe, expect, it } from "vitest";
import { h } from "preact";
import { MenuInfo } from "@/lib/views/menu/menu-info";
import { renderHtml } from "@/lib/html/render-html";
import { isolatePhones } from "@/lib/domain/bidi";
import { menuHtml } from "@/lib/export/menu-html";
import { markdownHtml } from "@/lib/html/markdown-html";
import { documentOf, texts } from "./export/fixture";

const LRI = "\u2066";
const PDI = "\u2069";

describe("isolatePhones", () => {
  it("sets phone numbers left to right apart from the text around them", () => {
    expect(isolatePhones("للحجز: +375 29 123-45-67 أو 8 (017) 300-11-22")).toBe(
      `للحجز: ${LRI}+375 29 123-45-67${PDI} أو ${LRI}8 (017) 300-11-22${PDI}`,
    );
    expect(isolatePhones("+375291234567")).toBe(`${LRI}+375291234567${PDI}`);
  });

  it("leaves short numbers, times and prices as they are", () => {
    for (const text of ["12.50 BYN", "10:00–23:00", "Table 12", "250 g, 3 pcs", "18+"]) expect(isolatePhones(text)).toBe(text);
  });
});

describe("phone numbers in owners' texts", () => {
  it("keep their order in markdown, while a tel: link keeps its address untouched", () => {
    const html = markdownHtml("اتصلوا بنا [+375 29 123-45-67](tel:+375291234567)\nأو 8017 300 11 22");
    expect(html).toContain(`href="tel:+375291234567"`);
    expect(html).toContain(`>${LRI}+375 29 123-45-67${PDI}</a>`);
    expect(html).toContain(`${LRI}8017 300 11 22${PDI}`);
  });

  it("keep their order in the guest page's information under the venue's header", () => {
    expect(renderHtml(h(MenuInfo, { text: "للحجز +375 29 765-43-21" }))).toContain(`للحجز ${LRI}+375 29 765-43-21${PDI}`);
  });

  it("keep their order in the printed menu's venue notes and address", () => {
    const document = documentOf({ locale: "ar", direction: "rtl" });
    const html = menuHtml({ ...document, venue: { ...document.venue, menuInfo: "للحجز +375 29 123-45-67", address: "شارع 1، هاتف 80173001122" } }, texts);
    expect(html).toContain(`للحجز ${LRI}+375 29 123-45-67${PDI}`);
    expect(html).toContain(`هاتف ${LRI}80173001122${PDI}`);
  });
});
