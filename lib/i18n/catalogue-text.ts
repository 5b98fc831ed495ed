import type { useTranslations } from "next-intl";

type Translator = ReturnType<typeof useTranslations>;

/** Reads an error key such as `maxLength:100` or `emailExists`: the first catalogue that has it, or `null` when none does. */
export function catalogueText(t: Translator, namespaces: readonly string[]) {
  const find = (key: string) => namespaces.map((namespace) => `${namespace}.${key}`).find((path) => t.has(path));
  /** The text of `message`; an unknown key reads as `fallbackKey`, and that failing as `requestFailed`. */
  return (message?: string | null, fallbackKey = "requestFailed"): string | null => {
    if (!message) return null;
    const [key = fallbackKey, num] = message.split(":");
    const path = find(key) ?? find(fallbackKey) ?? find("requestFailed") ?? "errors.requestFailed";
    return t(path, { num: Number(num) });
  };
}
