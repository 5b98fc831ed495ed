import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { NotFoundError, type StoreContext } from "../context";
import { storeFunction } from "../tenancy/store-function";
import { INVOICE_OF_ID } from "./invoice-scope";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

/** One invoice of a store the actor may manage (for its PDF); anyone else's is not found. */
export const getInvoice = storeFunction(INVOICE_OF_ID, async (ctx: StoreContext, invoiceId: number): Promise<InvoiceDto> => {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.storeId, ctx.store.id), eq(invoices.companyId, ctx.store.companyId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  return invoiceDto(row);
});
