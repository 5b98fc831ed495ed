import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { MenuCategory } from "@/lib/server/menu/load-public-menu";
import { AgeRestrictedIf } from "./age-restricted";
import { MenuItem } from "./menu-item";
import type { PhotoPriority } from "./menu-photo";
import { MenuSearch } from "./menu-search";
import { SectionScrollSpy } from "./section-scroll-spy";

/** Photos of this many first items load at once: about what a phone shows before scrolling. */
const EAGER_PHOTOS = 2;

interface Shared {
  currency: string;
  locale: string;
  priority: (itemId: number) => PhotoPriority;
}

function photoPriorities(tree: MenuCategory[]): (itemId: number) => PhotoPriority {
  const order: number[] = [];
  const walk = (category: MenuCategory) => {
    order.push(...category.items.map((item) => item.id));
    category.children.forEach(walk);
  };
  tree.forEach((section) => section.children.forEach(walk));
  const first = order.slice(0, EAGER_PHOTOS);
  return (itemId) => (first[0] === itemId ? "high" : first.includes(itemId) ? "eager" : "lazy");
}

function Category({ category, shared, depth }: { category: MenuCategory; shared: Shared; depth: number }) {
  const t = useTranslations("menu");
  const Heading = depth === 0 ? "h3" : "h4";
  const content = (
    <>
      {category.items.length > 0 && (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {category.items.map((item) => (
            <MenuItem key={item.id} item={item} currency={shared.currency} locale={shared.locale} priority={shared.priority(item.id)} />
          ))}
        </ul>
      )}
      {category.children.map((child) => (
        <Category key={child.id} category={child} shared={shared} depth={depth + 1} />
      ))}
    </>
  );
  return (
    <section
      id={`category-${category.id}`}
      aria-labelledby={`category-${category.id}-title`}
      data-menu-category
      data-age-restricted={category.ageRestricted || undefined}
      className="mt-6 scroll-mt-36"
    >
      <Heading
        id={`category-${category.id}-title`}
        data-menu-heading
        className={depth === 0 ? "text-xl font-semibold" : "text-lg font-semibold"}
      >
        {category.name}
        {category.ageRestricted && <span className="ms-2 text-base text-red-700 dark:text-red-400">{t("ageRestricted")}</span>}
      </Heading>
      <AgeRestrictedIf restricted={category.ageRestricted} label={t("showAdultContent")}>
        {content}
      </AgeRestrictedIf>
    </section>
  );
}

export async function MenuSections({ tree, currency, locale }: { tree: MenuCategory[]; currency: string; locale: string }) {
  const t = await getTranslations("menu");
  const shared: Shared = { currency, locale, priority: photoPriorities(tree) };
  if (tree.length === 0) return <p className="px-4 py-10 text-center md:px-8">{t("empty")}</p>;
  return (
    <>
      <div data-menu-top />
      <div data-menu-sticky className="sticky top-0 z-10 flex flex-col gap-3 border-b border-zinc-200 bg-[var(--background)] px-4 py-3 dark:border-zinc-800 md:px-8">
        <MenuSearch />
        <nav aria-label={t("title")} data-menu-nav className="flex gap-2 overflow-x-auto">
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
        <SectionScrollSpy />
      </div>
      {tree.map((section) => (
        <section
          key={section.id}
          id={`section-${section.id}`}
          data-menu-category
          data-age-restricted={section.ageRestricted || undefined}
          className="scroll-mt-32 px-4 py-6 md:px-8"
          aria-labelledby={`section-${section.id}-title`}
        >
          <h2 id={`section-${section.id}-title`} data-menu-heading className="text-2xl font-bold">
            {section.name}
            {section.ageRestricted && <span className="ms-2 text-base text-red-700 dark:text-red-400">{t("ageRestricted")}</span>}
          </h2>
          <AgeRestrictedIf restricted={section.ageRestricted} label={t("showAdultContent")}>
            {section.children.map((category) => (
              <Category key={category.id} category={category} shared={shared} depth={0} />
            ))}
          </AgeRestrictedIf>
        </section>
      ))}
    </>
  );
}
