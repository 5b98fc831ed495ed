import { getTranslations } from "next-intl/server";
import { simpleMessage } from "@/lib/i18n/simple-message";
import type { MenuTexts } from "./item-html";

/** The menu markup's interface texts in the request's language, prices in the store's currency. */
export async function menuTexts(locale: string, currency: string): Promise<MenuTexts> {
  const t = await getTranslations("menu");
  const price = simpleMessage(t.raw("price") as string);
  const addToList = simpleMessage(t.raw("addToList") as string);
  const units = t.raw("units") as Record<string, string>;
  return {
    locale,
    price: (amount) => price({ price: amount, currency }),
    unit: (code) => units[code] ?? code,
    addToList: (title, portion) => addToList({ title, portion }),
    ageRestricted: t("ageRestricted"),
    showAdultContent: t("showAdultContent"),
    soldOut: t("soldOut"),
  };
}
