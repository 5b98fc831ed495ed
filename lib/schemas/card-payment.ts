import { z } from "zod";
import { UI_LOCALES } from "../i18n/locales";
import { zId } from "./id";

/** The owner asks to pay an invoice on the acquirer's page, in the language of the panel. */
export const ZCardPayment = z.object({ invoiceId: zId(), locale: z.enum(UI_LOCALES) });
export type CardPayment = z.output<typeof ZCardPayment>;
