import { PlanPricesTable } from "@/components/platform/plans/plan-prices-table";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listPlanPrices } from "@/lib/server/subscriptions/list-plan-prices";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { updatePlanPriceAction } from "./actions";

export const generateMetadata = titleMetadata("subscriptions.planPrices");

/** The platform administrator's prices of the paid plans, per currency. */
export default async function PlanPricesPage() {
  const ctx = await platformPageContext();
  return <PlanPricesTable plans={await listPlanPrices(ctx)} save={updatePlanPriceAction} />;
}
