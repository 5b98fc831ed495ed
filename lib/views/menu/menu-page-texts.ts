import { translations } from "@/lib/i18n/translations";
import type { MenuPageTexts } from "./menu-page";
import { menuTexts } from "./menu-texts";

/** The menu page's interface texts in the request's language, prices in the store's currency. */
export async function menuPageTexts(locale: string, currency: string): Promise<MenuPageTexts> {
  const [t, table, menu] = await Promise.all([translations(locale, "menu"), translations(locale, "menuTable"), menuTexts(locale, currency)]);
  return {
    menu,
    empty: t("empty"),
    title: t("title"),
    filtersTitle: t("dietary.filters.title"),
    tableBadge: table.raw("badge") as string,
    back: t("product.back"),
    close: t("guest.product.close"),
  };
}
