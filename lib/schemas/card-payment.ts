import { z } from "zod";
import { UI_LOCALES } from "../i18n/locales";
import { zId } from "./id";

/** The owner asks to pay an invoice on the acquirer's page, in the language of the panel, and may keep the card for renewals. */
export const ZCardPayment = z.object({ invoiceId: zId(), locale: z.enum(UI_LOCALES), saveCard: z.boolean().default(false) });
export type CardPayment = z.output<typeof ZCardPayment>;

/** The owner turns the venue's automatic renewal by the saved card on or off. */
export const ZCardRenewal = z.object({ storeId: zId(), enabled: z.boolean() });
export type CardRenewal = z.output<typeof ZCardRenewal>;

/** The owner removes the company's saved card. */
export const ZSavedCardRemoval = z.object({ storeId: zId() });
