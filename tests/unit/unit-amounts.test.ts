import { describe, expect, it } from "vitest";
import { menuTexts } from "@/lib/views/menu/menu-texts";
import { islandTranslator, type Tree } from "@/components/menu/islands/intl";
import { guestIslandMessages } from "@/lib/server/guest-page/guest-messages";
import { portionLabel } from "@/lib/domain/portion-label";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { translations } from "@/lib/i18n/translations";
import { unitTexts } from "@/lib/i18n/unit-texts";
import { loadExportTexts } from "@/lib/server/export/export-texts";

const units = async (locale: string) => unitTexts(await translations(locale, "menu"));
const NNBSP = "\u202f";

describe("amounts of a unit, by the language's plural rules", () => {
  it("says 1 pc and 2 pcs in English, and keeps symbols of measure as they are", async () => {
    const en = await units("en");
    expect([1, 2, 5].map((count) => en.amount("pcs", count))).toEqual(["1 pc", "2 pcs", "5 pcs"]);
    expect(en.amount("g", 1)).toBe("1 g");
    expect(en.amount("l", 0.5)).toBe("0.5 l");
    expect(en.amount("g", 1500)).toBe("1,500 g");
    expect(en.name("pcs")).toBe("pcs");
  });

  it("writes numbers as the language does: a decimal comma in Russian, French and Turkish", async () => {
    expect((await units("ru")).amount("l", 0.5)).toBe("0,5 л");
    expect((await units("ru")).amount("pcs", 21)).toBe("21 шт.");
    expect((await units("fr")).amount("kg", 1.25)).toBe("1,25 kg");
    expect((await units("fr")).amount("g", 1500)).toBe(`1${NNBSP}500 g`);
    expect((await units("tr")).amount("pcs", 2)).toBe("2 adet");
    expect((await units("zh")).amount("pcs", 2)).toBe("2 份");
  });

  it("follows French and Arabic plural forms", async () => {
    const fr = await units("fr");
    expect([0, 1, 1.5, 2].map((count) => fr.amount("pcs", count))).toEqual(["0 pce", "1 pce", "1,5 pce", "2 pces"]);
    const ar = await units("ar");
    expect([1, 2, 3, 10, 11, 100].map((count) => ar.amount("pcs", count))).toEqual([
      "قطعة واحدة",
      "قطعتان",
      "3 قطع",
      "10 قطع",
      "11 قطعة",
      "100 قطعة",
    ]);
  });

  it("reads the same on the phone (islands) as on the server, in every guest language", async () => {
    for (const locale of CONTENT_LOCALES) {
      const phone = unitTexts(islandTranslator((await guestIslandMessages(locale)) as Tree, locale, "menu"));
      const server = await units(locale);
      const menu = (await guestIslandMessages(locale)) as { menu: { unitAmounts: Record<string, unknown> } };
      for (const unit of Object.keys(menu.menu.unitAmounts)) {
        for (const count of [0.5, 1, 2, 3, 5, 11, 21, 100]) {
          expect(phone.amount(unit, count), `${locale} ${unit} ${count}`).toBe(server.amount(unit, count));
        }
      }
    }
  });

  it("labels the guest menu's and the exports' portions", async () => {
    const guest = (await menuTexts("en", "BYN")).units;
    expect(portionLabel({ weight: "1.000", unit: "pcs" }, guest)).toBe("1 pc");
    expect(portionLabel({ weight: "3", unit: "pcs" }, guest)).toBe("3 pcs");
    expect(portionLabel({ weight: null, unit: "pcs" }, guest)).toBe("pcs");
    const exported = (await loadExportTexts("ru")).units;
    expect(portionLabel({ weight: "0.500", unit: "l" }, exported)).toBe("0,5 л");
  });

  it("leaves an unknown unit's code as it is", async () => {
    expect((await units("en")).amount("cup", 2)).toBe("2 cup");
  });
});
