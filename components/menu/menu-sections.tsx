import { getTranslations } from "next-intl/server";
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";
import { menuSectionsHtml } from "./html/sections-html";
import { menuTexts } from "./html/menu-texts";
import { MenuFilters } from "./menu-filters";
import { MenuSearch } from "./menu-search";
import "./menu-card.css";
import { SectionScrollSpy } from "./section-scroll-spy";

export async function MenuSections({ tree, currency, locale, search }: { tree: MenuCategory[]; currency: string; locale: string; search: boolean }) {
  const t = await getTranslations("menu");
  if (tree.length === 0) return <p className="px-4 py-10 text-center md:px-8">{t("empty")}</p>;
  return (
    <>
      <div data-menu-top />
      <div data-menu-sticky className="sticky top-0 z-10 flex flex-col gap-3 border-b border-zinc-200 bg-[var(--background)] px-4 py-3 dark:border-zinc-800 md:px-8">
        {search && <MenuSearch />}
        <div className="flex items-center gap-2">
          <div className="hidden shrink-0 in-data-menu-js:block">
            <MenuFilters />
          </div>
          <nav aria-label={t("title")} data-menu-nav className="flex min-w-0 gap-2 overflow-x-auto">
            {tree.map((section) => (
              <a
                key={section.id}
                href={`#section-${section.id}`}
                className="whitespace-nowrap rounded-full border border-zinc-300 px-3 py-1 dark:border-zinc-700 aria-[current=true]:border-zinc-900 aria-[current=true]:bg-zinc-900 aria-[current=true]:font-semibold aria-[current=true]:text-white dark:aria-[current=true]:border-zinc-100 dark:aria-[current=true]:bg-zinc-100 dark:aria-[current=true]:text-zinc-950"
              >
                {section.name}
              </a>
            ))}
          </nav>
        </div>
        <SectionScrollSpy />
      </div>
      <div data-menu-body dangerouslySetInnerHTML={{ __html: menuSectionsHtml(tree, await menuTexts(locale, currency)) }} />
    </>
  );
}
