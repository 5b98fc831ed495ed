import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db/runtime";
import { cachedVenueExtras, type CachedStore } from "@/lib/server/menu/cached-public-menu";
import type { PlanFeature } from "@/lib/domain/subscriptions/plan-keys";
import { WifiDetails } from "./wifi-details";

/** The venue's Wi-Fi and a link to its reviews page, each only when the owner has set it up and the plan includes it. */
export async function MenuExtrasBar({ store, locale, features }: { store: CachedStore; locale: string; features: readonly PlanFeature[] }) {
  const extras = await cachedVenueExtras(await db(), store);
  const wifi = features.includes("wifi_qr") ? extras.wifi : null;
  const reviewWidget = features.includes("review_integration") ? extras.reviewWidget : null;
  if (!wifi && !reviewWidget) return null;
  const t = await getTranslations("menuExtras.reviews");
  return (
    <div data-testid="menu-extras" className="flex flex-wrap items-start gap-2 px-4 pt-3 md:px-8">
      {reviewWidget && (
        <a
          href={`/${locale}/reviews`}
          className="whitespace-nowrap rounded-full bg-emerald-100 px-3 py-1 text-emerald-950 underline-offset-2 hover:underline dark:bg-emerald-950 dark:text-emerald-100"
        >
          <span aria-hidden="true">★ </span>
          {t("link")}
        </a>
      )}
      {wifi && <WifiDetails wifi={wifi} />}
    </div>
  );
}
