import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { ServerContext } from "../context";
import { resolveStore } from "../tenancy/scoped-store";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

/** The store's invoices, newest first (/subscription/payments). */
export async function listInvoices(ctx: ServerContext, storeId: number): Promise<InvoiceDto[]> {
  const store = await resolveStore(ctx.db, ctx.actor, storeId, "store");
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, store.id), eq(invoices.companyId, store.companyId)))
    .orderBy(desc(invoices.number));
  return rows.map(invoiceDto);
}
