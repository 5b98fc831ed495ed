import { translations } from "@/lib/i18n/translations";
import { menuTextsOf, type MenuTexts } from "./menu-texts-of";

/** The menu markup's interface texts in the request's language, prices in the store's currency. */
export async function menuTexts(locale: string, currency: string): Promise<MenuTexts> {
  return menuTextsOf(await translations(locale, "menu"), locale, currency);
}
