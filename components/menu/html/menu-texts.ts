import { translations } from "@/lib/i18n/translations";
import { formatMoney } from "@/lib/i18n/money";
import { simpleMessage } from "@/lib/i18n/simple-message";
import { unitTexts } from "@/lib/i18n/unit-texts";
import type { MenuTexts } from "./item-html";

/** The menu markup's interface texts in the request's language, prices in the store's currency. */
export async function menuTexts(locale: string, currency: string): Promise<MenuTexts> {
  const t = await translations(locale, "menu");
  const addToList = simpleMessage(t.raw("addToList") as string);
  const dietary = (key: string) => simpleMessage(t.raw(`dietary.${key}`) as string);
  const [contains, mayContain, spicy, calories] = [dietary("contains"), dietary("mayContain"), dietary("spicy"), dietary("calories")];
  return {
    locale,
    price: (amount) => formatMoney(amount, currency, locale),
    units: unitTexts(t),
    addToList: (title, portion) => addToList({ title, portion }),
    ageRestricted: t("ageRestricted"),
    showAdultContent: t("showAdultContent"),
    dietary: {
      allergen: (code) => t(`dietary.allergens.${code}`),
      diet: (code) => t(`dietary.diets.${code}`),
      badge: (code) => t(`dietary.badges.${code}`),
      contains: (list) => contains({ list }),
      mayContain: (list) => mayContain({ list }),
      spicy: (level) => spicy({ level: String(level) }),
      calories: (amount) => calories({ calories: String(amount) }),
      listSeparator: t("daySeparator"),
    },
    soldOut: t("soldOut"),
  };
}
