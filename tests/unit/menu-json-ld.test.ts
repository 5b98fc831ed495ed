import { describe, expect, it } from "vitest";
import { menuJsonLd, serializeJsonLd, type JsonLdStore } from "@/lib/domain/menu-json-ld";
import type { MenuCategory, MenuItem } from "@/lib/server/menu/load-public-menu";
import { NO_DIETARY } from "@/lib/domain/dietary";

const store: JsonLdStore = {
  name: "Demo Bar",
  address: "1 Main St",
  phones: [{ phone: "+1 555 0100", description: "" }],
  workingHours: [{ days: [1, 2, 3, 4, 5], opens: "10:00", closes: "22:00" }],
  socialLinks: { instagram: "https://instagram.com/demo", website: "https://demo.example" },
  currency: "USD",
};

const item = (id: number, title: string, description = ""): MenuItem => ({
  id,
  kind: "product",
  title,
  description,
  photoId: null,
  photo: null,
  ageRestricted: false,
  schedule: null,
  portions: [{ id: id * 10, weight: "250", unit: "g", price: "9.50" }],
  dietary: NO_DIETARY,
});

const category = (id: number, name: string, items: MenuItem[], children: MenuCategory[] = []): MenuCategory => ({
  id,
  level: "category",
  section: null,
  icon: null,
  name,
  ageRestricted: false,
  schedule: null,
  items,
  children,
});

const tree = [category(1, "Kitchen", [], [category(2, "Salads", [item(5, "Caesar", "**Crisp** [romaine](https://x.test)")]), category(3, "Empty", [])])];

describe("menuJsonLd", () => {
  const data = menuJsonLd(store, tree, "https://demo.menu.example/en/menu");

  it("names the language of the venue page and of its menu", () => {
    const ar = menuJsonLd(store, tree, "https://demo.menu.example/ar/menu", "ar");
    expect(ar).toMatchObject({ inLanguage: "ar", hasMenu: { "@type": "Menu", inLanguage: "ar", url: "https://demo.menu.example/ar/menu" } });
    expect(data).not.toHaveProperty("inLanguage");
  });

  it("describes the venue as a schema.org Restaurant", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Demo Bar",
      address: "1 Main St",
      telephone: "+1 555 0100",
      url: "https://demo.menu.example/en/menu",
      sameAs: ["https://instagram.com/demo", "https://demo.example"],
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "10:00",
          closes: "22:00",
        },
      ],
    });
    expect(data).not.toHaveProperty("servesCuisine");
  });

  it("nests sections and items with plain-text descriptions and one offer per portion, skipping empty sections", () => {
    expect(data.hasMenu).toEqual({
      "@type": "Menu",
      url: "https://demo.menu.example/en/menu",
      hasMenuSection: [
        {
          "@type": "MenuSection",
          name: "Kitchen",
          hasMenuSection: [
            {
              "@type": "MenuSection",
              name: "Salads",
              hasMenuItem: [
                {
                  "@type": "MenuItem",
                  name: "Caesar",
                  description: "Crisp romaine",
                  offers: [{ "@type": "Offer", name: "250 g", price: "9.50", priceCurrency: "USD" }],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it("leaves out what the venue has not filled in", () => {
    const bare = menuJsonLd({ ...store, address: null, phones: [], workingHours: [], socialLinks: {} }, [], "https://x.test/en/menu");
    expect(Object.keys(bare).sort()).toEqual(["@context", "@type", "hasMenu", "name", "url"]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element, whatever an item's title says", () => {
    const hostile = "</script><script>alert(1)</script>\u2028";
    const json = serializeJsonLd(menuJsonLd(store, [category(9, "Bar", [item(1, hostile)])], "https://x.test/"));
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(json).toContain("\\u003c/script>");
    const parsed = JSON.parse(json) as { hasMenu: { hasMenuSection: { hasMenuItem: { name: string }[] }[] } };
    expect(parsed.hasMenu.hasMenuSection[0]!.hasMenuItem[0]!.name).toBe(hostile);
  });
});
