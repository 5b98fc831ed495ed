import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

/** The store's invoices, newest first (/subscription/payments). */
export const listInvoices = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<InvoiceDto[]> => {
  const { store } = ctx;
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, store.id), eq(invoices.companyId, store.companyId)))
    .orderBy(desc(invoices.number));
  return rows.map(invoiceDto);
});
