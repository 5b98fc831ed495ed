/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import type { translations } from "@/lib/i18n/translations";
import type { PublicPromotion, PublicPromotionCategory } from "@/lib/server/menu/load-public-promotions";
import { BackToMenu, GuestMain, MUTED } from "./guest-main";
import { MarkdownText } from "./markdown-text";

/** One promotion category's promotions, under the links to the others (`children`). */
export function PromotionsPage({ locale, category, promotions, t, children }: { locale: string; category: PublicPromotionCategory; promotions: PublicPromotion[]; t: Awaited<ReturnType<typeof translations>>; children?: ComponentChildren }) {
  return (
    <GuestMain>
      {children}
      <section aria-labelledby="promotions-title" class="px-4 py-6 md:px-8">
        <BackToMenu locale={locale} text={t("backToMenu")} />
        <h2 id="promotions-title" class="mt-4 text-2xl font-bold">
          {category.name || t("title")}
        </h2>
        {promotions.length === 0 ? (
          <p class={`mt-4 ${MUTED}`}>{t("empty")}</p>
        ) : (
          <ul class="mt-4 grid gap-3 md:grid-cols-2">
            {promotions.map((promotion) => {
              const titleId = `promotion-${promotion.id}-title`;
              return (
                <li key={promotion.id} data-testid="promotion">
                  <article aria-labelledby={titleId} class="h-full rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
                    <h3 id={titleId} class="text-lg font-semibold">
                      {promotion.title}
                    </h3>
                    {promotion.description ? <MarkdownText dir="auto" class={`mt-2 ${MUTED}`} text={promotion.description} /> : null}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </GuestMain>
  );
}
