"use server";

import { ZInvoicePayment } from "@/lib/schemas/billing";
import { storeAction } from "@/lib/server/auth/action";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";

export const markInvoicePaidAction = storeAction(ZInvoicePayment, markInvoicePaid);
