import { describe, expect, it } from "vitest";
import { menuJsonLd, serializeJsonLd, type JsonLdStore } from "@/lib/domain/menu-json-ld";
import type { MenuCategory, MenuItem } from "@/lib/domain/menu-tree";
import { NO_DIETARY } from "@/lib/domain/dietary";
import { schemaOrgProblems } from "../support/schema-org-vocabulary";

const store: JsonLdStore = {
  name: "Demo Bar",
  address: "1 Main St",
  phones: [{ phone: "+1 555 0100", description: "" }],
  workingHours: [{ days: [1, 2, 3, 4, 5], opens: "10:00", closes: "22:00" }],
  socialLinks: { instagram: "https://instagram.com/demo", website: "https://demo.example" },
  currency: "USD",
};

const photo = (name: string) => ({
  width: 1200,
  height: 800,
  variants: [
    { width: 480, height: 320, url: `/files/${name}-480.webp` },
    { width: 1200, height: 800, url: `/files/${name}-1200.webp` },
  ],
});

const item = (id: number, title: string, description = "", price = "9.50"): MenuItem => ({
  id,
  kind: "product",
  title,
  description,
  photoId: null,
  photo: null,
  ageRestricted: false,
  schedule: null,
  portions: [{ id: id * 10, weight: "250", unit: "g", price }],
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

  it("names the language of its menu, not of the Restaurant (which has no such property)", () => {
    const ar = menuJsonLd(store, tree, "https://demo.menu.example/ar/menu", "ar");
    expect(ar).toMatchObject({ hasMenu: { "@type": "Menu", inLanguage: "ar", url: "https://demo.menu.example/ar/menu" } });
    expect(ar).not.toHaveProperty("inLanguage");
    expect(data.hasMenu).not.toHaveProperty("inLanguage");
  });

  it("uses only properties schema.org defines for each type, with values of the types they take", () => {
    const full = menuJsonLd({ ...store, logo: photo("logo") }, [category(1, "Kitchen", [{ ...item(5, "Caesar"), photo: photo("caesar") }])], "https://x.test/ar/menu", "ar");
    expect(schemaOrgProblems(full)).toEqual([]);
    expect(schemaOrgProblems({ "@type": "Restaurant", inLanguage: "ar", address: "1 Main St" })).toEqual([
      "$: Restaurant has no property inLanguage",
    ]);
    expect(schemaOrgProblems({ "@type": "Restaurant", address: { "@type": "Menu" } })).toEqual(["$.address: expected PostalAddress"]);
  });

  it("gives the address as a PostalAddress, the logo and photos as absolute images, and the span of the menu's prices", () => {
    const pricey = [category(1, "Bar", [item(1, "Tea", "", "4.5"), item(2, "Steak", "", "38"), { ...item(3, "Cake", "", "12"), photo: photo("cake") }])];
    const full = menuJsonLd({ ...store, logo: photo("logo") }, pricey, "https://demo.menu.example/en/menu", "en");
    expect(full).toMatchObject({
      address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
      image: "https://demo.menu.example/files/logo-1200.webp",
      priceRange: "$4.50 – $38.00",
    });
    const items = (full.hasMenu as { hasMenuSection: { hasMenuItem: { image?: string }[] }[] }).hasMenuSection[0]!.hasMenuItem;
    expect(items.map((entry) => entry.image)).toEqual([undefined, undefined, "https://demo.menu.example/files/cake-1200.webp"]);
    expect(menuJsonLd({ ...store, currency: "BYN" }, [category(1, "Bar", [item(1, "Tea", "", "3")])], "https://x.test/ru/menu", "ru")).toMatchObject({
      priceRange: "3,00\u00a0BYN",
    });
  });

  it("describes the venue as a schema.org Restaurant", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Demo Bar",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
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
    expect(menuJsonLd(store, tree, "https://x.test/")).not.toHaveProperty("image");
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
