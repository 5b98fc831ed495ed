import { getTranslations } from "next-intl/server";
import type { MenuCategory, MenuItem } from "@/lib/server/menu/load-public-menu";
import { Markdown } from "./markdown";

function Item({ item, currency }: { item: MenuItem; currency: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="menu-item">
      <div className="flex items-baseline justify-between gap-3">
        <h4 className="text-lg font-medium">{item.title}</h4>
        {item.ageRestricted && <span className="text-sm font-semibold text-red-700 dark:text-red-400">18+</span>}
      </div>
      {item.description && <Markdown text={item.description} className="text-zinc-700 dark:text-zinc-300 [&_p]:m-0" />}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {item.portions.map((portion) => (
          <li key={portion.id} className="tabular-nums">
            {portion.weight && (
              <span className="text-zinc-600 dark:text-zinc-400">
                {Number(portion.weight)} {portion.unit} ·{" "}
              </span>
            )}
            <span className="font-semibold">
              {portion.price} {currency}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Category({ category, currency, depth }: { category: MenuCategory; currency: string; depth: number }) {
  const Heading = depth === 0 ? "h3" : "h4";
  return (
    <section id={`category-${category.id}`} aria-labelledby={`category-${category.id}-title`} className="mt-6 scroll-mt-28">
      <Heading id={`category-${category.id}-title`} className={depth === 0 ? "text-xl font-semibold" : "text-lg font-semibold"}>
        {category.name}
        {category.ageRestricted && <span className="ms-2 text-sm text-red-700 dark:text-red-400">18+</span>}
      </Heading>
      {category.items.length > 0 && (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {category.items.map((item) => (
            <Item key={item.id} item={item} currency={currency} />
          ))}
        </ul>
      )}
      {category.children.map((child) => (
        <Category key={child.id} category={child} currency={currency} depth={depth + 1} />
      ))}
    </section>
  );
}

export async function MenuSections({ tree, currency }: { tree: MenuCategory[]; currency: string }) {
  const t = await getTranslations("menu");
  if (tree.length === 0) return <p className="px-4 py-10 text-center md:px-8">{t("empty")}</p>;
  return (
    <>
      <nav
        aria-label={t("title")}
        className="sticky top-0 z-10 flex gap-2 overflow-x-auto border-b border-zinc-200 bg-[var(--background)] px-4 py-3 dark:border-zinc-800 md:px-8"
      >
        {tree.map((section) => (
          <a
            key={section.id}
            href={`#section-${section.id}`}
            className="whitespace-nowrap rounded-full border border-zinc-300 px-3 py-1 dark:border-zinc-700"
          >
            {section.name}
          </a>
        ))}
      </nav>
      {tree.map((section) => (
        <section key={section.id} id={`section-${section.id}`} className="scroll-mt-16 px-4 py-6 md:px-8" aria-labelledby={`section-${section.id}-title`}>
          <h2 id={`section-${section.id}-title`} className="text-2xl font-bold">
            {section.name}
          </h2>
          {section.children.map((category) => (
            <Category key={category.id} category={category} currency={currency} depth={0} />
          ))}
        </section>
      ))}
    </>
  );
}
