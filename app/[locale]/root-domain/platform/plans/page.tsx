import { PlanPriceHistory } from "@/components/platform/plans/plan-price-history";
import { PlanPricesTable } from "@/components/platform/plans/plan-prices-table";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { listPlanPriceChanges } from "@/lib/server/platform/list-plan-price-changes";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { listPlanPrices } from "@/lib/server/subscriptions/list-plan-prices";
import { updatePlanPriceAction } from "./actions";

export const generateMetadata = titleMetadata("subscriptions.planPrices");

/** The platform administrator's prices of the paid plans, per currency, and every change made to them. */
export default async function PlanPricesPage() {
  const ctx = await platformPageContext();
  const [plans, changes] = await Promise.all([listPlanPrices(ctx), listPlanPriceChanges(ctx)]);
  return (
    <div className="flex flex-col gap-8">
      <PlanPricesTable plans={plans} save={updatePlanPriceAction} />
      <PlanPriceHistory changes={changes} timeZone={consoleTimeZone(ctx.actor).zone} />
    </div>
  );
}
