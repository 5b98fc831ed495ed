import "server-only";
import type { ContentLocale } from "@/lib/i18n/locales";
import { cachedMessages } from "@/lib/i18n/translations";

type Tree = Record<string, Record<string, unknown> | undefined>;
const byLocale = new Map<string, Promise<object>>();

/** The texts the guest islands use (components/menu/islands/intl.ts), and only those: every byte reaches the phone. */
export function guestIslandMessages(locale: ContentLocale): Promise<object> {
  let found = byLocale.get(locale);
  if (!found) {
    found = cachedMessages(locale).then((loaded) => {
      const { menu } = loaded as Tree;
      const dietary = menu?.dietary as Tree | undefined;
      return {
        menu: {
          guest: menu?.guest,
          units: menu?.units,
          unitAmounts: menu?.unitAmounts,
          dietary: { allergens: dietary?.allergens, diets: dietary?.diets, filters: dietary?.filters },
        },
      };
    });
    byLocale.set(locale, found);
  }
  return found;
}
