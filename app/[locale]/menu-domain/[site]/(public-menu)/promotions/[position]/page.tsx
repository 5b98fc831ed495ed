import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Markdown } from "@/components/menu/markdown";
import { PromotionLinks } from "@/components/menu/promotion-links";
import { db } from "@/lib/db/runtime";
import { loadPublicPromotions } from "@/lib/server/menu/load-public-promotions";
import { openStoreForParams } from "@/lib/server/stores/open-store-for-params";

type Props = { params: Promise<{ locale: string; site: string; position: string }> };

/** The category position from the path: a plain non-negative integer, else null. */
function positionOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

async function load(params: Props["params"]) {
  const { locale, position } = await params;
  const store = await openStoreForParams(params);
  const at = positionOf(position);
  if (at === null) notFound();
  const found = await loadPublicPromotions(await db(), store.id, at, locale, store);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "menu.promotions" });
  const { category } = await load(params);
  return { title: category.name ? t("pageTitle", { name: category.name }) : t("title") };
}

export default async function PromotionsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("menu.promotions");
  const { category, categories, promotions } = await load(params);
  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <PromotionLinks categories={categories} locale={locale} current={category.position} />
      <section aria-labelledby="promotions-title" className="px-4 py-6 md:px-8">
        <p>
          <a href={`/${locale}/menu`} className="underline underline-offset-2">
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span>{" "}
            {t("backToMenu")}
          </a>
        </p>
        <h2 id="promotions-title" className="mt-4 text-2xl font-bold">
          {category.name || t("title")}
        </h2>
        {promotions.length === 0 ? (
          <p className="mt-4 text-zinc-700 dark:text-zinc-300">{t("empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {promotions.map((promotion) => (
              <li key={promotion.id} data-testid="promotion">
                <article
                  aria-labelledby={`promotion-${promotion.id}-title`}
                  className="h-full rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
                >
                  <h3 id={`promotion-${promotion.id}-title`} className="text-lg font-semibold">
                    {promotion.title}
                  </h3>
                  {promotion.description && (
                    <Markdown text={promotion.description} dir="auto" className="mt-2 text-zinc-700 dark:text-zinc-300" />
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
