import type { useTranslations } from "next-intl";

type Catalogue = ReturnType<typeof useTranslations>;

/**
 * Turns a refusal key such as `maxLength:100` or `emailExists` into text from the first catalogue that
 * has it; `requestFailed` of `fallback` (the last catalogue unless given) otherwise.
 */
export function catalogueText(catalogues: Catalogue[], fallback = catalogues[catalogues.length - 1]!) {
  return (message?: string | null): string | null => {
    if (!message) return null;
    const [key = "requestFailed", num] = message.split(":");
    const values = { num: Number(num) };
    const found = catalogues.find((catalogue) => catalogue.has(key));
    return found ? found(key, values) : fallback("requestFailed");
  };
}
