import { notFound } from "next/navigation";
import { PlanPricesTable } from "@/components/admin/settings/plans/plan-prices-table";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listPlanPrices } from "@/lib/server/subscriptions/list-plan-prices";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { updatePlanPriceAction } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("subscriptions.planPrices");

/** The platform administrator's prices of the paid plans, per currency. */
export default async function PlanPricesPage({ params }: Props) {
  const { ctx } = await storePageContext(params);
  if (ctx.actor.role !== "administrator") notFound();
  return <PlanPricesTable plans={await listPlanPrices(ctx)} save={updatePlanPriceAction} />;
}
