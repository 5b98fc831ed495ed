import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReviewWidgetForm } from "@/components/admin/settings/yandex-reviews/review-widget-form";
import { reviewWidgetCode } from "@/lib/domain/review-widget/widget-code";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { getStoreExtras } from "@/lib/server/venue-extras/get-store-extras";
import { venueOrigin } from "@/lib/sites/public-origin";
import { updateReviewWidgetAction } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "venueExtrasAdmin.reviews" });
  return { title: t("title") };
}

export default async function ReviewWidgetPage({ params }: Props) {
  const { ctx, store, locale } = await storePageContext(params);
  const { storeId, version, reviewWidget, urlKey } = await getStoreExtras(ctx, store.id);
  const orgId = reviewWidget?.orgId ?? null;
  return (
    <ReviewWidgetForm
      key={version}
      values={{ storeId, version, code: orgId ? reviewWidgetCode(orgId) : "" }}
      orgId={orgId}
      reviewsUrl={`${venueOrigin(urlKey)}/${locale}/reviews`}
      save={updateReviewWidgetAction}
    />
  );
}
