import "server-only";
import compile from "icu-minify/compile";
import type { ContentLocale } from "@/lib/i18n/locales";
import { cachedMessages } from "@/lib/i18n/translations";

type Tree = Record<string, Record<string, unknown> | undefined>;
const byLocale = new Map<string, Promise<object>>();

/** Every text of `node` compiled to icu-minify's form, which the islands format without parsing ICU on the phone. */
function compiled(node: unknown): unknown {
  if (typeof node === "string") return compile(node);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compiled(value)]));
  return node;
}

/**
 * The texts the guest islands use (components/menu/islands/intl.ts), and only those: every byte reaches the phone.
 * They go precompiled, so the islands ship use-intl's format-only runtime instead of an ICU parser.
 */
export function guestIslandMessages(locale: ContentLocale): Promise<object> {
  let found = byLocale.get(locale);
  if (!found) {
    found = cachedMessages(locale).then((loaded) => {
      const { menu } = loaded as Tree;
      const dietary = menu?.dietary as Tree | undefined;
      return compiled({
        menu: {
          guest: menu?.guest,
          units: menu?.units,
          unitAmounts: menu?.unitAmounts,
          dietary: { allergens: dietary?.allergens, diets: dietary?.diets, filters: dietary?.filters },
        },
      }) as object;
    });
    byLocale.set(locale, found);
  }
  return found;
}
