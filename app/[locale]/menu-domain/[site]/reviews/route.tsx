/** @jsxImportSource preact */
import { translations } from "@/lib/i18n/translations";
import { ReviewsPage } from "@/lib/views/menu/reviews-page";
import { db } from "@/lib/db/runtime";
import { guestRoute } from "@/lib/server/guest-page/guest-route";
import { venuePage } from "@/lib/server/guest-page/venue-page";
import { cachedVenueExtras } from "@/lib/server/menu/cached-public-menu";

export const GET = guestRoute<{ locale: string; site: string }>((request) =>
  venuePage(request, async (store) => {
    const { locale } = request.params;
    const t = await translations(locale, "menuExtras.reviews");
    const { reviewWidget } = store.features.includes("review_integration") ? await cachedVenueExtras(await db(), store) : { reviewWidget: null };
    return { title: t("title"), main: <ReviewsPage locale={locale} storeName={store.name} orgId={reviewWidget?.orgId ?? null} t={t} /> };
  }),
);
