import "server-only";
import type { BillingCurrency, PlanFeature, PlanKey } from "../../domain/subscriptions/plan-keys";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import type { InvoiceParty } from "../../db/schema/billing";
import { type Upcoming, upcoming } from "../../domain/subscriptions/upcoming";
import { unsafeFindBillingInfo } from "../billing/find-billing-info";
import { unsafeFindOpenInvoice } from "../billing/find-open-invoice";
import { sellerDetails } from "../billing/seller-details";
import { type ActiveSubscriptionDto, activeSubscriptionDto, type SubscriptionStepDto, subscriptionStepDto } from "./subscription-dto";
import { requireStoreSubscriptions } from "./require-store-subscriptions";

export interface PlanOfferDto {
  key: PlanKey;
  features: PlanFeature[];
  translationLocales: string[];
  periodDays: number | null;
  periodMonths: number | null;
  /** price of one period in the company's invoicing currency; null for a plan nobody buys */
  price: string | null;
  selectable: boolean;
}

/** A paid plan chosen but not paid for yet, with the invoice that pays it. */
export interface PendingPaymentDto {
  subscriptionId: number;
  planKey: PlanKey;
  /** null: it starts on the day of payment */
  startsAt: string | null;
  invoice: { id: number; number: string; total: string } | null;
}

export interface UpcomingDto {
  kind: NonNullable<Upcoming>["kind"];
  planKey: PlanKey | null;
  at: string;
}

export interface SubscriptionOverviewDto {
  /** the company's invoicing currency (its billing details'), the store's before they are filled in */
  currency: BillingCurrency;
  timeZone: string;
  active: ActiveSubscriptionDto;
  plans: PlanOfferDto[];
  steps: SubscriptionStepDto[];
  hasBillingInfo: boolean;
  pending: PendingPaymentDto | null;
  upcoming: UpcomingDto | null;
  /** where to transfer the money: the platform's bank details */
  payee: Pick<InvoiceParty, "name" | "bankName" | "iban" | "bic">;
}

/** Everything /subscription shows: the plans with prices, the running plan and the timeline of steps. */
export const getSubscriptionOverview = storeFunction(STORE_OF_ID, async (ctx: StoreContext, storeId: number): Promise<SubscriptionOverviewDto> => {
  const { store, plans, rows, state } = await requireStoreSubscriptions(ctx);
  const billing = await unsafeFindBillingInfo(ctx.db, store.companyId);
  const unpaid = [state.waiting, state.queued, state.active].find((row) => row && !row.paid && plans.get(row.planKey)?.paid) ?? null;
  const next = upcoming(state, rows.some((row) => row.planKey === "trial"));
  const seller = sellerDetails();
  const currency = billing?.currency ?? store.currency;
  return {
    currency,
    timeZone: store.timezone,
    active: activeSubscriptionDto(storeId, state, ctx.clock.now()),
    plans: [...plans.values()].filter((plan) => plan.selectable).map((plan) => ({
      key: plan.key,
      features: [...plan.features],
      translationLocales: [...plan.translationLocales],
      periodDays: plan.periodDays,
      periodMonths: plan.periodMonths,
      price: plan.prices[currency] ?? null,
      selectable: plan.selectable,
    })),
    steps: rows.filter((row) => row.stepStatus !== "deactivated" || row.startsAt).map((row) => subscriptionStepDto(row, plans.get(row.planKey)!)),
    hasBillingInfo: billing !== null,
    pending: unpaid
      ? { subscriptionId: unpaid.id, planKey: unpaid.planKey, startsAt: unpaid.startsAt?.toISOString() ?? null, invoice: await unsafeFindOpenInvoice(ctx.db, store.id, unpaid.id) }
      : null,
    upcoming: next ? { kind: next.kind, planKey: "planKey" in next ? next.planKey : null, at: next.at.toISOString() } : null,
    payee: { name: seller.name, bankName: seller.bankName, iban: seller.iban, bic: seller.bic },
  };
});
