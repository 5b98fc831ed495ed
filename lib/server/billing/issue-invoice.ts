import "server-only";
import { sql } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import { invoiceAmounts } from "../../domain/subscriptions/invoice-amounts";
import type { Plan } from "../../domain/subscriptions/plan";
import type { UpgradeCredit } from "../../domain/subscriptions/upgrade-credit";
import { DomainError } from "../context";
import type { BillingStore } from "../subscriptions/billing-store";
import { buyerParty } from "./billing-info-dto";
import type { BillingInfoRow } from "./find-billing-info";
import { billingVatRate, sellerDetails } from "./seller-details";

export interface InvoiceRequest {
  store: BillingStore;
  buyer: BillingInfoRow;
  plan: Plan;
  subscriptionId: number;
  periods: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** the unused part of the plan this one replaces */
  credit: UpgradeCredit | null;
  now: Date;
}

/** Issues the next invoice of the platform for a subscription, in the store's currency, with seller and buyer frozen. */
export async function issueInvoice(tx: Db, request: InvoiceRequest): Promise<{ id: number; number: number; total: string }> {
  const { store, plan } = request;
  const price = plan.prices[store.currency];
  if (price === undefined) throw new DomainError("subscriptionNotPossible");
  const { credit } = request;
  const amounts = invoiceAmounts(price, request.periods, billingVatRate(), credit?.amount);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: sql`nextval('invoice_number_seq')::integer`,
      companyId: store.companyId,
      storeId: store.id,
      subscriptionId: request.subscriptionId,
      planKey: plan.key,
      periods: request.periods,
      periodStart: request.periodStart,
      periodEnd: request.periodEnd,
      currency: store.currency,
      ...amounts,
      creditSource: credit
        ? { invoiceNumber: credit.invoiceNumber, planKey: credit.planKey, from: credit.from.toISOString(), to: credit.to.toISOString(), unusedDays: credit.unusedDays, totalDays: credit.totalDays }
        : null,
      seller: sellerDetails(),
      buyer: buyerParty(request.buyer),
      issuedAt: request.now,
    })
    .returning({ id: invoices.id, number: invoices.number, total: invoices.total });
  return invoice!;
}
