import { translations } from "@/lib/i18n/translations";
import { escapeHtml } from "@/lib/html/escape-html";
import { attributes } from "./escape";

const SELECT_CLASS = "rounded-md border border-zinc-300 bg-transparent px-2 py-1 dark:border-zinc-700";
const THEMES = ["light", "dark", "system"] as const;

/** The language and theme selects of a guest page's top bar; the islands script makes them act. */
export async function switchesHtml(locale: string, locales: readonly string[]): Promise<string> {
  const t = await translations(locale, "common");
  const language = locales
    .map((code) => {
      const label = t.has(`language.${code}`) ? t(`language.${code}` as "language.ru") : code;
      return `<option${attributes({ value: code, lang: code, selected: code === locale, class: "text-zinc-900" })}>${escapeHtml(label)}</option>`;
    })
    .join("");
  const theme = THEMES.map((value) => `<option${attributes({ value, selected: value === "system", class: "text-zinc-900" })}>${escapeHtml(t(`theme.${value}`))}</option>`).join("");
  return (
    `<label class="inline-flex items-center gap-2 text-base"><span class="sr-only">${escapeHtml(t("language.label"))}</span>` +
    `<select data-testid="locale-switch"${attributes({ "aria-label": t("language.label"), class: SELECT_CLASS })}>${language}</select></label>` +
    `<label class="inline-flex items-center gap-2 text-base"><span>${escapeHtml(t("theme.label"))}</span>` +
    `<select data-testid="theme-switch"${attributes({ class: SELECT_CLASS })}>${theme}</select></label>`
  );
}
