"use server";

import { ZInvoicePayment } from "@/lib/schemas/billing";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { platformAction } from "@/lib/server/platform/platform-action";

export const markInvoicePaidAction = platformAction(ZInvoicePayment, markInvoicePaid);
