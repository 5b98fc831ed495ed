import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { LocaleSwitch } from "@/components/shell/locale-switch";
import { ThemeSwitch } from "@/components/shell/theme-switch";

/** Public-menu layout: a venue's menu site as guests see it on their phones. */
export async function PublicMenuLayout({
  children,
  header,
  locales,
}: {
  children: ReactNode;
  header: ReactNode;
  locales: readonly string[];
}) {
  const t = await getTranslations("common");
  return (
    // Owners' long unbroken words and URLs wrap anywhere rather than push past a phone's screen.
    <div
      data-layout="public-menu"
      className="mx-auto flex min-h-dvh max-w-5xl flex-col [overflow-wrap:anywhere] [&_pre]:whitespace-pre-wrap [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto"
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <header>
        <div className="flex items-center justify-end gap-3 px-4 pt-3 md:px-8">
          <LocaleSwitch locales={locales} reload />
          <ThemeSwitch />
        </div>
        {header}
      </header>
      <div className="flex-1">{children}</div>
    </div>
  );
}
