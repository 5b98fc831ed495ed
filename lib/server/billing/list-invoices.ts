import { and, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

/** The store's invoices, newest first (/subscription/payments). */
export async function listInvoices(ctx: ServerContext, storeId: number): Promise<InvoiceDto[]> {
  const store = await requireStoreAccess(ctx, storeId);
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, store.id), eq(invoices.companyId, store.companyId)))
    .orderBy(desc(invoices.number));
  return rows.map(invoiceDto);
}
