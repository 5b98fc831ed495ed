import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import type { Db } from "../../db/types";
import type { StoreScope } from "../tenancy/store-function";

/** The store an invoice was issued for, read without any access check: only for a wrapper to resolve and check. */
export async function unsafeInvoiceStoreId(db: Db, invoiceId: number): Promise<number | null> {
  const [row] = await db.select({ storeId: invoices.storeId }).from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  return row?.storeId ?? null;
}

/** Calls on the invoice with this id: they act on its store. */
export const INVOICE_OF_ID: StoreScope<number> = { store: (invoiceId, db) => unsafeInvoiceStoreId(db, invoiceId), access: "store" };

/** Calls on the invoice `input.invoiceId`: they act on its store. */
export const INVOICE_OF_INPUT: StoreScope<{ invoiceId: number }> = { store: (input, db) => unsafeInvoiceStoreId(db, input.invoiceId), access: "store" };
