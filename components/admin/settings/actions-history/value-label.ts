import { getTranslations } from "next-intl/server";
import { HISTORY_VALUE_SETS, historyValueSet } from "@/lib/schemas/history-catalogue";

/**
 * A history value in words of the interface language: yes or no for a flag, a fixed-set value
 * (`bank_transfer`, `add`, `store_manager`) by its name; anything else as stored.
 */
export async function valueLabel() {
  const t = await getTranslations();
  const words = await getTranslations("history.values");
  return (path: string, value: unknown): unknown => {
    if (typeof value === "boolean") return words(value ? "yes" : "no");
    const set = historyValueSet(path);
    if (!set) return value;
    const { labels } = HISTORY_VALUE_SETS[set];
    const name = (entry: unknown) => (typeof entry === "string" && t.has(`${labels}.${entry}`) ? t(`${labels}.${entry}`) : entry);
    return Array.isArray(value) ? value.map(name) : name(value);
  };
}
