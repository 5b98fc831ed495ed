import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

export interface InvoiceListEntry extends InvoiceDto {
  /** the unused part of this invoice's period, credited on a later invoice when its plan was left early */
  creditedOn: { number: string; amount: string } | null;
}

/** The store's invoices, newest first (/subscription/payments). */
export const listInvoices = storeFunction(STORE_OF_ID, async (ctx: StoreContext): Promise<InvoiceListEntry[]> => {
  const { store } = ctx;
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, store.id), eq(invoices.companyId, store.companyId)))
    .orderBy(desc(invoices.number));
  const credits = new Map(rows.filter((row) => row.creditSource && row.status !== "cancelled").map((row) => [row.creditSource!.invoiceNumber, { number: row.number, amount: row.credit }]));
  return rows.map((row) => ({ ...invoiceDto(row), creditedOn: credits.get(row.number) ?? null }));
});
