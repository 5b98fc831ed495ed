import { z } from "zod";
import { UI_LOCALES } from "../i18n/locales";
import { zId, zIdParam } from "./id";
import { zText } from "./text";

/** The platform administrator voids an unpaid invoice, saying why. */
export const ZInvoiceVoid = z.object({
  invoiceId: zId(),
  reason: zText({ multiline: true }).min(1, { error: "required" }).max(500, { error: "maxLength:500" }),
});
export type InvoiceVoid = z.output<typeof ZInvoiceVoid>;

/** The platform administrator puts a failed job back in the queue. */
export const ZJobRetry = z.object({ jobId: zId() });

/** The platform administrator opens a company's admin panel read-only, in an interface language. */
export const ZSupportViewStart = z.object({ companyId: zIdParam(), locale: z.enum(UI_LOCALES) });

/** The platform administrator leaves the support view, back to the console in an interface language. */
export const ZSupportViewLeave = z.object({ locale: z.enum(UI_LOCALES) });
