/** @jsxImportSource preact */
import type { translations } from "@/lib/i18n/translations";
import { reviewWidgetSrc } from "@/lib/domain/review-widget/yandex-urls";
import { BackToMenu, GuestMain, MUTED } from "./guest-main";

/**
 * The venue's reviews: the review widget as our own frame, built from the stored organisation id only. The
 * sandbox lets the widget run its scripts in its own origin and open links, never in ours.
 */
export function ReviewsPage({ locale, storeName, orgId, t }: { locale: string; storeName: string; orgId: string | null; t: Awaited<ReturnType<typeof translations>> }) {
  return (
    <GuestMain>
      <section aria-labelledby="reviews-title" class="px-4 py-6 md:px-8">
        <BackToMenu locale={locale} text={t("backToMenu")} />
        <h2 id="reviews-title" class="mt-4 text-2xl font-bold">
          {t("title")}
        </h2>
        {orgId ? (
          <div class="mt-4">
            <iframe
              src={reviewWidgetSrc(orgId)}
              title={t("frameTitle", { name: storeName })}
              sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
              referrerpolicy="no-referrer"
              loading="lazy"
              data-testid="reviews-frame"
              class="h-[800px] max-h-[80dvh] w-full max-w-[560px] rounded-lg border border-zinc-200 dark:border-zinc-800"
            />
          </div>
        ) : (
          <p class={`mt-4 ${MUTED}`}>{t("empty")}</p>
        )}
      </section>
    </GuestMain>
  );
}
