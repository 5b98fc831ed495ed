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
import { CardPaymentList } from "@/components/admin/subscription/card-payment-list";
import { CardPaymentResult } from "@/components/admin/subscription/card-payment-result";
import { CardRenewalPanel } from "@/components/admin/subscription/card-renewal-panel";
import { cardPaymentProvider } from "@/lib/server/payments/card-payment-provider";
import { getCardPayment } from "@/lib/server/payments/get-card-payment";
import { getCardRenewal } from "@/lib/server/payments/get-card-renewal";
import { listCardPayments } from "@/lib/server/payments/list-card-payments";
import {
  activateSubscriptionAction,
  addSubscriptionAction,
  cancelSubscriptionAction,
  removeSavedCardAction,
  saveBillingInfoAction,
  setCardRenewalAction,
  startCardPaymentAction,
} from "../actions";

type Props = { params: Promise<{ locale: string; storeurl: string; tab?: string[] }>; searchParams: Promise<{ checkout?: string | string[] }> };

async function Plans({ ctx, base }: { ctx: StoreContext; base: string }) {
  const overview = await getSubscriptionOverview.run(ctx, ctx.store.id);
  const { active } = overview;
  const renewal = cardPayAction(ctx) ? await getCardRenewal.run(ctx, { storeId: ctx.store.id }) : null;
  return (
    <>
      <CurrentPlan
        planKey={active.planKey}
        status={active.status}
        startsAt={active.startsAt}
        endsAt={active.endsAt}
        menuOpen={active.menuOpen}
        upcoming={overview.upcoming}
        renewsByCard={!!renewal?.enabled && !renewal.declined}
        timeZone={overview.timeZone}
        now={ctx.clock.now()}
      />
      {renewal && <CardRenewalPanel storeId={ctx.store.id} renewal={renewal} timeZone={overview.timeZone} setRenewal={setCardRenewalAction} removeCard={removeSavedCardAction} />}
      {overview.pending && (
        <PendingPayment
          storeId={ctx.store.id}
          pending={overview.pending}
          payee={overview.payee}
          currency={overview.currency}
          timeZone={overview.timeZone}
          cancel={cancelSubscriptionAction}
          pay={cardPayAction(ctx)}
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

/** "Pay by card" for the company's managers when an acquirer is configured. */
const cardPayAction = (ctx: StoreContext) => (cardPaymentProvider() && canManageCompany(ctx.actor, ctx.store.companyId) ? startCardPaymentAction : undefined);

async function Payments({ ctx, checkout }: { ctx: StoreContext; checkout: string | undefined }) {
  const checkoutId = Number(checkout);
  const result = Number.isInteger(checkoutId) && checkoutId > 0 ? await getCardPayment.run(ctx, { storeId: ctx.store.id, checkoutId }) : null;
  return (
    <>
      {result && <CardPaymentResult result={result} />}
      <InvoiceList invoices={await listInvoices.run(ctx, ctx.store.id)} timeZone={ctx.store.timezone} pay={cardPayAction(ctx)} />
      <CardPaymentList payments={await listCardPayments.run(ctx, ctx.store.id)} timeZone={ctx.store.timezone} />
    </>
  );
}

async function Requisites({ ctx }: { ctx: StoreContext }) {
  const info = await getBillingInfo.run(ctx, ctx.store.id);
  const { version = null, ...values } = info ?? { ...emptyBillingDetails(ctx.store.currency), version: null };
  const editable = canManageCompany(ctx.actor, ctx.store.companyId);
  return <BillingInfoForm key={version ?? 0} storeId={ctx.store.id} version={version} values={values} save={editable ? saveBillingInfoAction : undefined} />;
}

export default async function SubscriptionPage({ params, searchParams }: Props) {
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
      return <Payments ctx={ctx} checkout={[(await searchParams).checkout].flat()[0]} />;
    case "requisites":
      return <Requisites ctx={ctx} />;
    default:
      notFound();
  }
}
