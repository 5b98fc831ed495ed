import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ReviewsFrame } from "@/components/menu/reviews-frame";
import { db } from "@/lib/db/runtime";
import { cachedVenueExtras } from "@/lib/server/menu/cached-public-menu";
import { openStoreForParams } from "@/lib/server/stores/open-store-for-params";

type Props = { params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  await openStoreForParams(params);
  const t = await getTranslations({ locale, namespace: "menuExtras.reviews" });
  return { title: t("title") };
}

export default async function ReviewsPage({ params }: Props) {
  const { locale } = await params;
  const store = await openStoreForParams(params);
  setRequestLocale(locale);
  const t = await getTranslations("menuExtras.reviews");
  const { reviewWidget } = store.features.includes("review_integration") ? await cachedVenueExtras(await db(), store) : { reviewWidget: null };
  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none">
      <section aria-labelledby="reviews-title" className="px-4 py-6 md:px-8">
        <p>
          <a href={`/${locale}/menu`} className="underline underline-offset-2">
            <span aria-hidden="true">← </span>
            {t("backToMenu")}
          </a>
        </p>
        <h2 id="reviews-title" className="mt-4 text-2xl font-bold">
          {t("title")}
        </h2>
        {reviewWidget ? (
          <div className="mt-4">
            <ReviewsFrame orgId={reviewWidget.orgId} title={t("frameTitle", { name: store.name })} />
          </div>
        ) : (
          <p className="mt-4 text-zinc-700 dark:text-zinc-300">{t("empty")}</p>
        )}
      </section>
    </main>
  );
}
