import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { type CardPaymentDto, cardPaymentDto } from "./card-payment-dto";

/** The store's card payments that reached the acquirer, newest first, with their receipts (/subscription/payments). */
export const listCardPayments = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<CardPaymentDto[]> => {
  const rows = await ctx.db
    .select({ checkout: paymentCheckouts, number: invoices.number })
    .from(paymentCheckouts)
    .innerJoin(invoices, eq(invoices.id, paymentCheckouts.invoiceId))
    .where(and(eq(paymentCheckouts.storeId, ctx.store.id), eq(paymentCheckouts.companyId, ctx.store.companyId), isNotNull(paymentCheckouts.providerRef)))
    .orderBy(desc(paymentCheckouts.id));
  return rows.map((row) => cardPaymentDto(row.checkout, row.number));
});
