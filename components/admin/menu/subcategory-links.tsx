import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Links to a category's subcategories, each with its number of items. */
export async function SubcategoryLinks({
  sectionHref,
  subcategories,
}: {
  sectionHref: string;
  subcategories: { id: number; name: string; hidden: boolean; itemCount: number }[];
}) {
  if (subcategories.length === 0) return null;
  const t = await getTranslations("menuAdmin.categories");
  return (
    <section aria-labelledby="subcategories-title" className="mb-6">
      <h2 id="subcategories-title" className="mb-2 text-lg font-semibold">
        {t("subcategories")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {subcategories.map((sub) => (
          <li key={sub.id}>
            <Link
              href={`${sectionHref}/${sub.id}`}
              className={`inline-flex items-baseline gap-2 rounded-full border border-zinc-300 px-3 py-1 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800 ${sub.hidden ? "opacity-60" : ""}`}
            >
              {sub.name}
              <span className="text-xs text-zinc-600 dark:text-zinc-400">{t("itemCount", { count: sub.itemCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
