import { nextInvoiceNumber } from "../../server/billing/next-invoice-number";
import { addLocalMonths, localMidnight } from "../../domain/subscriptions/local-calendar";
import { invoiceAmounts } from "../../domain/subscriptions/invoice-amounts";
import { buyerParty } from "../../server/billing/billing-info-dto";
import { billingVatRate, sellerDetails } from "../../server/billing/seller-details";
import { loadPlans } from "../../server/subscriptions/load-plans";
import { billingInfo, invoices, payments } from "../schema/billing";
import { subscriptionEvents, subscriptions } from "../schema/subscriptions";
import type { Db } from "../types";

const DEMO_PERIODS = 12;

export const DEMO_BILLING_INFO = {
  organizationName: "ООО «Карта Демо»",
  directorLastName: "Иванов",
  directorFirstName: "Иван",
  directorMiddleName: "Иванович",
  directorPosition: "Директор",
  vatNumber: "190000018",
  bankName: "ОАО «Демо-банк»",
  iban: "BY32ALFA30122000000000000000",
  bic: "ALFABY2X",
  legalAddress: "220000, Минск, пр. Независимости, 1",
  phone: "+375 17 111-22-33",
};

interface DemoStore {
  companyId: number;
  storeId: number;
  timezone: string;
  currency: "USD" | "BYN";
  createdAt: Date;
  setupEndsAt: Date;
}

/** The demo venue after its setup: Premium for a year, paid by bank transfer against invoice №1. */
export async function seedDemoSubscription(tx: Db, store: DemoStore): Promise<void> {
  const { companyId, storeId } = store;
  const plans = await loadPlans(tx);
  const premium = plans.get("premium")!;
  const [buyer] = await tx.insert(billingInfo).values({ companyId, ...DEMO_BILLING_INFO }).returning();
  const [setup] = await tx
    .insert(subscriptions)
    .values({ companyId, storeId, planKey: "setup", stepStatus: "completed", paid: true, startsAt: store.createdAt, endsAt: store.setupEndsAt, createdAt: store.createdAt })
    .returning({ id: subscriptions.id });
  const startsAt = localMidnight(store.setupEndsAt, store.timezone);
  const endsAt = addLocalMonths(startsAt, DEMO_PERIODS, store.timezone);
  const [plan] = await tx
    .insert(subscriptions)
    .values({ companyId, storeId, planKey: "premium", stepStatus: "active", paid: true, periods: DEMO_PERIODS, startsAt, endsAt, createdAt: startsAt })
    .returning({ id: subscriptions.id });
  const event = (subscriptionId: number, kind: "added" | "activated" | "completed", at: Date) => ({ companyId, storeId, subscriptionId, event: kind, at });
  await tx.insert(subscriptionEvents).values([
    event(setup!.id, "added", store.createdAt),
    event(setup!.id, "activated", store.createdAt),
    event(setup!.id, "completed", store.setupEndsAt),
    event(plan!.id, "added", startsAt),
    event(plan!.id, "activated", startsAt),
  ]);
  const amounts = invoiceAmounts(premium.prices[store.currency]!, DEMO_PERIODS, billingVatRate());
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: await nextInvoiceNumber(tx, startsAt),
      companyId,
      storeId,
      subscriptionId: plan!.id,
      planKey: "premium",
      periods: DEMO_PERIODS,
      periodStart: startsAt,
      periodEnd: endsAt,
      currency: store.currency,
      ...amounts,
      seller: sellerDetails(),
      buyer: buyerParty(buyer!),
      status: "paid",
      issuedAt: startsAt,
      paidAt: startsAt,
    })
    .returning({ id: invoices.id, number: invoices.number });
  await tx.insert(payments).values({
    companyId,
    invoiceId: invoice!.id,
    provider: "bank_transfer",
    amount: amounts.total,
    currency: store.currency,
    reference: `Invoice ${invoice!.number}`,
    paidAt: startsAt,
  });
}
