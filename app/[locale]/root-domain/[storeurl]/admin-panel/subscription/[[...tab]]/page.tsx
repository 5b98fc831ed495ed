import { notFound } from "next/navigation";
import { BillingInfoForm } from "@/components/admin/subscription/billing-info-form";
import { CurrentPlan } from "@/components/admin/subscription/current-plan";
import { InvoiceList } from "@/components/admin/subscription/invoice-list";
import { PendingPayment } from "@/components/admin/subscription/pending-payment";
import { PlanCards } from "@/components/admin/subscription/plan-cards";
import { SubscriptionHistoryList } from "@/components/admin/subscription/subscription-history-list";
import { SubscriptionTimeline } from "@/components/admin/subscription/subscription-timeline";
import { emptyBillingDetails } from "@/lib/domain/billing-details/empty-billing-details";
import { canManageCompany } from "@/lib/domain/permissions";
import { getBillingInfo } from "@/lib/server/billing/get-billing-info";
import { listInvoices } from "@/lib/server/billing/list-invoices";
import type { StoreContext } from "@/lib/server/context";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { getSubscriptionOverview } from "@/lib/server/subscriptions/get-subscription-overview";
import { listSubscriptionHistory } from "@/lib/server/subscriptions/list-subscription-history";
import { activateSubscriptionAction, addSubscriptionAction, cancelSubscriptionAction, saveBillingInfoAction } from "../actions";

type Props = { params: Promise<{ locale: string; storeurl: string; tab?: string[] }> };

async function Plans({ ctx, base }: { ctx: StoreContext; base: string }) {
  const overview = await getSubscriptionOverview.run(ctx, ctx.store.id);
  const { active } = overview;
  return (
    <>
      <CurrentPlan
        planKey={active.planKey}
        status={active.status}
        startsAt={active.startsAt}
        endsAt={active.endsAt}
        menuOpen={active.menuOpen}
        upcoming={overview.upcoming}
        timeZone={overview.timeZone}
        now={ctx.clock.now()}
      />
      {overview.pending && (
        <PendingPayment
          storeId={ctx.store.id}
          pending={overview.pending}
          payee={overview.payee}
          currency={overview.currency}
          timeZone={overview.timeZone}
          cancel={cancelSubscriptionAction}
        />
      )}
      <PlanCards
        storeId={ctx.store.id}
        currency={overview.currency}
        timeZone={overview.timeZone}
        plans={overview.plans}
        currentPlan={active.planKey}
        currentFeatures={active.features}
        currentPaid={active.status === "paid"}
        switchAvailableFrom={active.switchAvailableFrom}
        requisitesHref={`${base}/subscription/requisites`}
        add={addSubscriptionAction}
        activate={activateSubscriptionAction}
      />
      <SubscriptionTimeline steps={overview.steps} timeZone={overview.timeZone} />
    </>
  );
}

async function Requisites({ ctx }: { ctx: StoreContext }) {
  const info = await getBillingInfo.run(ctx, ctx.store.id);
  const { version = null, ...values } = info ?? { ...emptyBillingDetails(ctx.store.currency), version: null };
  const editable = canManageCompany(ctx.actor, ctx.store.companyId);
  return <BillingInfoForm key={version ?? 0} storeId={ctx.store.id} version={version} values={values} save={editable ? saveBillingInfoAction : undefined} />;
}

export default async function SubscriptionPage({ params }: Props) {
  const { tab = [] } = await params;
  if (tab.length > 1) notFound();
  const key = tab[0] ?? "plans";
  const { ctx, base } = await storePageContext(params);
  switch (key) {
    case "plans":
      return <Plans ctx={ctx} base={base} />;
    case "history":
      return <SubscriptionHistoryList entries={await listSubscriptionHistory.run(ctx, ctx.store.id)} timeZone={ctx.store.timezone} />;
    case "payments":
      return <InvoiceList invoices={await listInvoices.run(ctx, ctx.store.id)} timeZone={ctx.store.timezone} />;
    case "requisites":
      return <Requisites ctx={ctx} />;
    default:
      notFound();
  }
}
