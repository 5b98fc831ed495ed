import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Section › parent categories › this category. */
export async function CategoryBreadcrumbs({
  section,
  sectionHref,
  trail,
  current,
}: {
  section: string;
  sectionHref: string;
  trail: { id: number; name: string }[];
  current: string;
}) {
  const t = await getTranslations("menuAdmin");
  const link = "underline-offset-2 hover:underline";
  return (
    <nav aria-label={t("breadcrumbs")} className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href={sectionHref} className={link}>
            {section}
          </Link>
        </li>
        {trail.map((entry) => (
          <li key={entry.id} className="flex items-center gap-1">
            <span aria-hidden>›</span>
            <Link href={`${sectionHref}/${entry.id}`} className={link}>
              {entry.name}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden>›</span>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
