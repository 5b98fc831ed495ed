import { getTranslations } from "next-intl/server";
import type { MenuTexts } from "./item-html";

/** The menu markup's interface texts in the request's language, prices in the store's currency. */
export async function menuTexts(locale: string, currency: string): Promise<MenuTexts> {
  const t = await getTranslations("menu");
  return {
    locale,
    price: (price) => t("price", { price, currency }),
    addToList: (title, portion) => t("addToList", { title, portion }),
    ageRestricted: t("ageRestricted"),
    showAdultContent: t("showAdultContent"),
  };
}
