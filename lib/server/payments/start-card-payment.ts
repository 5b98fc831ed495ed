import "server-only";
import type { CardPayment } from "../../schemas/card-payment";
import type { StoreContext } from "../context";
import { unsafeInvoiceStoreId } from "../billing/invoice-scope";
import { type StoreScope, storeFunction } from "../tenancy/store-function";
import { cardPaymentProvider } from "./card-payment-provider";
import { openCheckout } from "./open-checkout";

/** Paying an invoice is the company's business: its managers only. */
const COMPANY_OF_INVOICE: StoreScope<{ invoiceId: number }> = { store: (input, db) => unsafeInvoiceStoreId(db, input.invoiceId), access: "company" };

/** "Pay by card": the configured acquirer's checkout for one of the company's unpaid invoices. */
export const startCardPayment = storeFunction(COMPANY_OF_INVOICE, (ctx: StoreContext, input: CardPayment) => openCheckout(ctx, input, cardPaymentProvider()));
