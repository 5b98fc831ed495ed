import "server-only";
import { invoices } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import { invoiceAmounts } from "../../domain/subscriptions/invoice-amounts";
import type { Plan } from "../../domain/subscriptions/plan";
import type { UpgradeCredit } from "../../domain/subscriptions/upgrade-credit";
import { DEFAULT_UI_LOCALE } from "../../i18n/locales";
import { addLocalDays } from "../../domain/subscriptions/local-calendar";
import { env } from "../../env";
import { DomainError } from "../context";
import { currentLegalDocument } from "../legal/documents";
import { nextInvoiceNumber } from "./next-invoice-number";
import { recordBillingNotice } from "./record-billing-notice";
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

/** Issues the next invoice of the platform for a subscription, in the currency the buyer picked, with seller and buyer frozen. */
export async function issueInvoice(tx: Db, request: InvoiceRequest): Promise<{ id: number; number: string; total: string }> {
  const { store, plan } = request;
  const { currency } = request.buyer;
  const price = plan.prices[currency];
  if (price === undefined) throw new DomainError("subscriptionNotPossible");
  const { credit } = request;
  const amounts = invoiceAmounts(price, request.periods, billingVatRate(), credit?.amount);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: await nextInvoiceNumber(tx, request.now),
      companyId: store.companyId,
      storeId: store.id,
      subscriptionId: request.subscriptionId,
      planKey: plan.key,
      periods: request.periods,
      periodStart: request.periodStart,
      periodEnd: request.periodEnd,
      currency,
      ...amounts,
      creditSource: credit
        ? { invoiceNumber: credit.invoiceNumber, planKey: credit.planKey, from: credit.from.toISOString(), to: credit.to.toISOString(), unusedDays: credit.unusedDays, totalDays: credit.totalDays }
        : null,
      seller: sellerDetails(),
      buyer: buyerParty(request.buyer),
      issuedAt: request.now,
      dueAt: addLocalDays(request.now, env().INVOICE_DUE_DAYS, store.timezone),
      offerVersion: (await currentLegalDocument(tx, "offer", DEFAULT_UI_LOCALE))?.version ?? null,
    })
    .returning({ id: invoices.id, number: invoices.number, total: invoices.total });
  await recordBillingNotice(tx, store, {
    kind: "invoice_issued",
    key: `invoice_issued:${invoice!.id}`,
    at: request.now,
    values: { plan: plan.key, number: invoice!.number, amount: invoice!.total, currency, invoiceId: invoice!.id },
  });
  return invoice!;
}
