"use server";

import { ZInvoicePayment } from "@/lib/schemas/billing";
import { ZInvoiceVoid } from "@/lib/schemas/platform";
import { markInvoicePaid } from "@/lib/server/billing/mark-invoice-paid";
import { platformAction } from "@/lib/server/platform/platform-action";
import { voidInvoice } from "@/lib/server/platform/void-invoice";

export const markInvoicePaidAction = platformAction(ZInvoicePayment, markInvoicePaid);

export const voidInvoiceAction = platformAction(ZInvoiceVoid, voidInvoice);
