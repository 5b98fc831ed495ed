import { ReviewWidgetForm } from "@/components/admin/settings/yandex-reviews/review-widget-form";
import { reviewWidgetCode } from "@/lib/views/review-widget/widget-code";
import { getTranslations } from "next-intl/server";
import { PlanGateNotice } from "@/components/admin/shell/plan-gate-notice";
import { featureGate } from "@/lib/server/subscriptions/store-may-use-feature";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { getStoreExtras } from "@/lib/server/venue-extras/get-store-extras";
import { venueOrigin } from "@/lib/sites/public-origin";
import { updateReviewWidgetAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("venueExtrasAdmin.reviews");

export default async function ReviewWidgetPage({ params }: Props) {
  const { ctx, store, locale, base } = await storePageContext(params);
  const [{ storeId, version, reviewWidget, urlKey }, gate, t] = await Promise.all([
    getStoreExtras(ctx, store.id),
    featureGate(ctx, store.id, "review_integration"),
    getTranslations("subscriptions.gate"),
  ]);
  const orgId = reviewWidget?.orgId ?? null;
  return (
    <>
      {!gate.allowed && <PlanGateNotice feature="review_integration" unlockWith={gate.unlockWith} base={base} detail={t("reviewsDetail")} />}
      <ReviewWidgetForm
      key={version}
      values={{ storeId, version, code: orgId ? reviewWidgetCode(orgId) : "" }}
      orgId={orgId}
      reviewsUrl={`${venueOrigin(urlKey)}/${locale}/reviews`}
      save={updateReviewWidgetAction}
      />
    </>
  );
}
