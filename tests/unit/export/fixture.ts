import { UNIT_CODES } from "@/lib/domain/portion-label";
import type { ExportTexts } from "@/lib/export/export-texts";
import type { MenuDocument } from "@/lib/export/menu-document";
import { NO_DIETARY } from "@/lib/domain/dietary";

/** The moment the fixture's workbooks are written at: its sold-out marks last past it. */
export const NOW = Date.UTC(2026, 10, 26, 12);

export const texts: ExportTexts = {
  locale: "en",
  menuTitle: "Menu",
  addressLabel: "Address",
  hoursLabel: "Opening hours",
  phonesLabel: "Phones",
  ageRestricted: "18+",
  hidden: "hidden",
  yes: "yes",
  no: "no",
  price: (amount, currency) => `${amount} ${currency}`,
  units: UNIT_CODES,
  weekday: (day) => ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day] ?? String(day),
  daySeparator: ", ",
  available: (days, start, end) => `Available ${days} ${start}–${end}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  inLanguage: (column, locale) => `${column} (${locale})`,
  columns: {
    categoryPath: "Category",
    title: "Title",
    description: "Description",
    portion: "Portion",
    unit: "Unit",
    price: "Price",
    hidden: "Hidden",
    ageRestricted: "18+",
    soldOut: "Sold out",
    schedule: "Schedule",
    contains: "Allergens",
    mayContain: "May contain",
    diets: "Diets",
    spicy: "Spiciness",
    calories: "Calories",
    badges: "Badges",
  },
  dietary: {
    allergen: (code) => ({ milk: "Milk", eggs: "Eggs", gluten: "Gluten", nuts: "Tree nuts" })[code as string] ?? code,
    diet: (code) => ({ vegetarian: "Vegetarian", halal: "Halal" })[code as string] ?? code,
    badge: (code) => ({ new: "New", hit: "Bestseller" })[code as string] ?? code,
    contains: (list) => `Contains: ${list}`,
    mayContain: (list) => `May contain: ${list}`,
    spicy: (level) => `Spiciness ${level} of 3`,
    calories: (calories) => `${calories} kcal`,
    listSeparator: ", ",
  },
};

export function documentOf(overrides: Partial<MenuDocument> = {}): MenuDocument {
  return {
    locale: "en",
    direction: "ltr",
    currency: "BYN",
    venue: {
      name: "Tom & Jerry's <Bar>",
      urlKey: "tj",
      address: "1 Main St",
      description: "",
      menuInfo: "Prices in BYN",
      workingHours: [{ days: [1, 2, 3, 4, 5], opens: "10:00", closes: "22:00" }, { days: [6, 7], opens: "12:00", closes: "23:00" }],
      phones: [{ phone: "+375291234567", description: "Bar" }],
      logoKey: null,
      logo: null,
    },
    sections: [
      {
        id: 1,
        section: "kitchen",
        name: "Kitchen",
        ageRestricted: false,
        categories: [
          {
            id: 2,
            name: "Breakfasts",
            path: ["Breakfasts"],
            depth: 1,
            hidden: false,
            ageRestricted: false,
            schedule: { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: "08:00", end: "12:00" },
            items: [
              {
                id: 10,
                title: "Syrniki <script>alert(1)</script>",
                description: "Tender **cottage cheese** pancakes.\nWith [jam](javascript:void%200).",
                portions: [
                  { id: 20, weight: "220.000", unit: "g", price: "12.50" },
                  { id: 21, weight: "330.000", unit: "g", price: "17.00", soldOutUntil: NOW + 60_000 },
                ],
                hidden: false,
                ageRestricted: false,
                schedule: null,
                dietary: { allergens: { milk: "contains", eggs: "contains", nuts: "may_contain" }, diets: ["vegetarian"], spicy: 2, calories: 350, badges: ["hit"] },
                photoKey: "c1/s1/a-320.webp",
                photo: { src: "data:image/jpeg;base64,AAAA", width: 320, height: 213 },
              },
            ],
          },
          {
            id: 3,
            name: "Porridge",
            path: ["Breakfasts", "Porridge"],
            depth: 2,
            hidden: true,
            ageRestricted: false,
            schedule: null,
            items: [
              {
                id: 11,
                title: "Oatmeal",
                description: "",
                portions: [{ weight: null, unit: "pcs", price: "5.00" }],
                hidden: true,
                ageRestricted: false,
                schedule: null,
                dietary: NO_DIETARY,
                photoKey: null,
                photo: null,
              },
            ],
          },
        ],
      },
      {
        id: 4,
        section: "drinks",
        name: "Drinks: bar/tap [cold]",
        ageRestricted: true,
        categories: [
          {
            id: 5,
            name: "Beer",
            path: ["Beer"],
            depth: 1,
            hidden: false,
            ageRestricted: true,
            schedule: null,
            items: [
              {
                id: 12,
                title: "Lager",
                description: "",
                portions: [{ weight: "500.000", unit: "ml", price: "7.90" }],
                hidden: false,
                ageRestricted: true,
                schedule: { enabled: true, days: [5, 6], start: "18:00", end: "02:00" },
                dietary: NO_DIETARY,
                photoKey: null,
                photo: null,
              },
              { id: 13, title: "Tap water", description: "", portions: [], hidden: false, ageRestricted: false, schedule: null, dietary: NO_DIETARY, photoKey: null, photo: null, soldOutUntil: NOW + 60_000 },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}
