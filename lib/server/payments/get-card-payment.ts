import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import type { StoreContext } from "../context";
import { type StoreScope, storeFunction } from "../tenancy/store-function";
import { type CardPaymentDto, cardPaymentDto } from "./card-payment-dto";

const STORE_OF_CHECKOUT_INPUT: StoreScope<{ storeId: number; checkoutId: number }> = { store: (input) => input.storeId, access: "store" };

/** One card payment of the store, for the page the acquirer sends the owner back to; null when it is not the store's. */
export const getCardPayment = storeFunction(STORE_OF_CHECKOUT_INPUT, async (ctx: StoreContext, input: { storeId: number; checkoutId: number }): Promise<CardPaymentDto | null> => {
  const [row] = await ctx.db
    .select({ checkout: paymentCheckouts, number: invoices.number })
    .from(paymentCheckouts)
    .innerJoin(invoices, eq(invoices.id, paymentCheckouts.invoiceId))
    .where(and(eq(paymentCheckouts.id, input.checkoutId), eq(paymentCheckouts.storeId, ctx.store.id), eq(paymentCheckouts.companyId, ctx.store.companyId)));
  return row ? cardPaymentDto(row.checkout, row.number) : null;
});
