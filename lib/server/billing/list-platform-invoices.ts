import "server-only";
import { desc, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import { NotFoundError, type ServerContext } from "../context";
import { type InvoiceDto, invoiceDto } from "./invoice-dto";

export type PlatformInvoiceDto = InvoiceDto & { storeName: string; companyName: string };

/** Every invoice of the platform, newest first, for the platform administrator; anyone else is refused as not found. */
export async function listPlatformInvoices(ctx: ServerContext): Promise<PlatformInvoiceDto[]> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const rows = await ctx.db
    .select({ invoice: invoices, storeName: stores.name, companyName: companies.name })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.storeId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .orderBy(desc(invoices.number));
  return rows.map((row) => ({ ...invoiceDto(row.invoice), storeName: row.storeName, companyName: row.companyName }));
}
