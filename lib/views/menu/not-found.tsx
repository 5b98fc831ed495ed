/** @jsxImportSource preact */
import { isolate } from "@/lib/domain/bidi";
import { localeDirection } from "@/lib/i18n/locales";
import { ERROR_SCREEN_CLASS } from "@/lib/views/error-screen-style";

export interface NotFoundTexts {
  heading: string;
  path: (shown: string) => string;
  home: string;
}

/** A venue or page that does not exist, with the path asked for (isolated in right-to-left languages) and a way home. */
export function NotFound({ locale, path, texts }: { locale: string; path: string; texts: NotFoundTexts }) {
  const shown = localeDirection(locale) === "rtl" ? isolate(path) : path;
  return (
    <main id="main" class={ERROR_SCREEN_CLASS}>
      <h1 class="text-3xl font-semibold">{texts.heading}</h1>
      <p data-testid="not-found-path" class="break-all text-zinc-600 dark:text-zinc-400">
        {texts.path(shown)}
      </p>
      <a href="/" class="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {texts.home}
      </a>
    </main>
  );
}
