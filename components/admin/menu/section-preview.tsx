"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import type { AdminCategory } from "@/lib/server/categories/category-dto";
import { CategoryVisual } from "./category-visual";

function PreviewList({ categories, basePath }: { categories: AdminCategory[]; basePath: string }) {
  return (
    <ul className="flex flex-col gap-2">
      {categories
        .filter((category) => !category.hidden)
        .map((category) => (
          <li key={category.id} className={category.visibleNow ? undefined : "opacity-50"}>
            <Link
              href={`${basePath}/${category.id}`}
              className="flex items-center gap-3 rounded-xl border border-zinc-200 px-3 py-2 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
            >
              <CategoryVisual icon={category.icon} iconUrl={category.iconUpload?.url ?? null} />
              <span className="font-medium">{category.name}</span>
              {category.ageRestricted ? <span className="text-sm font-semibold text-red-700 dark:text-red-400">18+</span> : null}
            </Link>
            {category.children.length > 0 ? (
              <div className="ms-8 mt-2">
                <PreviewList categories={category.children} basePath={basePath} />
              </div>
            ) : null}
          </li>
        ))}
    </ul>
  );
}

/** What guests see of the section: hidden categories left out, those outside their schedule dimmed. */
export function SectionPreview({ categories, basePath }: { categories: AdminCategory[]; basePath: string }) {
  const t = useTranslations("menuAdmin.preview");
  const shown = categories.filter((category) => !category.hidden);
  return (
    <section aria-label={t("title")} data-testid="section-preview" className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("hint")}</p>
      {shown.length === 0 ? <p>{t("empty")}</p> : <PreviewList categories={categories} basePath={basePath} />}
    </section>
  );
}
