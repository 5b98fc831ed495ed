import { dietaryTexts } from "@/lib/i18n/dietary-texts";
import { formatMoney } from "@/lib/i18n/money";
import { unitTexts } from "@/lib/i18n/unit-texts";
import type { UnitTexts } from "@/lib/domain/portion-label";
import type { DietaryTexts } from "@/lib/domain/dietary";

/** The interface texts a menu's markup needs, in the guest's language. */
export interface MenuTexts {
  locale: string;
  price(price: string): string;
  /** Weight units and amounts of them ("g", "1 pc", "2 pcs") as the guest's language writes them. */
  units: UnitTexts;
  addToList(title: string, portion: string): string;
  ageRestricted: string;
  showAdultContent: string;
  dietary: DietaryTexts;
  soldOut: string;
}

/** A translator for the `menu` messages: the server's (lib/i18n/translations.ts) or a React screen's (`useTranslations("menu")`). */
export type MenuTranslator = Parameters<typeof unitTexts>[0] & Parameters<typeof dietaryTexts>[0];

/** The menu markup's interface texts from the `menu` messages, prices in `currency`. */
export function menuTextsOf(t: MenuTranslator, locale: string, currency: string): MenuTexts {
  return {
    locale,
    price: (amount) => formatMoney(amount, currency, locale),
    units: unitTexts(t),
    addToList: (title, portion) => t("addToList", { title, portion }),
    ageRestricted: t("ageRestricted"),
    showAdultContent: t("showAdultContent"),
    dietary: dietaryTexts(t),
    soldOut: t("soldOut"),
  };
}
