import { z } from "zod";
import { zId } from "./id";
import { zText } from "./text";

/** The platform administrator voids an unpaid invoice, saying why. */
export const ZInvoiceVoid = z.object({
  invoiceId: zId(),
  reason: zText({ multiline: true }).min(1, { error: "required" }).max(500, { error: "maxLength:500" }),
});
export type InvoiceVoid = z.output<typeof ZInvoiceVoid>;

/** The platform administrator puts a failed job back in the queue. */
export const ZJobRetry = z.object({ jobId: zId() });
