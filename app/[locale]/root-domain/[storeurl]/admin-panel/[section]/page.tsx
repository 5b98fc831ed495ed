import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

const SECTIONS = ["kitchen", "drinks", "hookah", "games", "promotions", "tables"] as const;

export default async function AdminSection({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  if (!(SECTIONS as readonly string[]).includes(section)) notFound();
  const t = await getTranslations("common");
  return (
    <main id="main" className="px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold">{t(`nav.${section as (typeof SECTIONS)[number]}`)}</h1>
      <p className="mt-4 text-zinc-600 dark:text-zinc-400">{t("admin.sectionEmpty")}</p>
    </main>
  );
}
