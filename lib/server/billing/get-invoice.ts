import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { NotFoundError, type ServerContext } from "../context";
import { resolveStore } from "../tenancy/scoped-store";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

/** One invoice of a store the actor may manage (for its PDF); anyone else's is not found. */
export async function getInvoice(ctx: ServerContext, invoiceId: number): Promise<InvoiceDto> {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!row) throw new NotFoundError();
  const store = await resolveStore(ctx.db, ctx.actor, row.storeId, "store");
  if (store.companyId !== row.companyId) throw new NotFoundError();
  return invoiceDto(row);
}
