import { z } from "zod";
import { BILLING_COUNTRIES } from "../domain/billing-details/billing-countries";
import { billingDetailsRefusals, hasCountryDetails, normalizeBillingDetails } from "../domain/billing-details/billing-details-refusals";
import { isValidPhone } from "../domain/contact-formats";
import { BILLING_CURRENCIES, PLAN_KEYS } from "../domain/subscriptions/plan-keys";
import { UI_LOCALES } from "../i18n/locales";
import { zId } from "./id";
import { zText } from "./text";

const text = (max: number) => zText().max(max, { error: `maxLength:${max}` });
const required = (max: number) => text(max).min(1, { error: "required" });
/** The company's identity and bank by the country's rules; each refusal names its field (lib/domain/billing-details). */
export const ZBillingInfo = z
  .object({
    country: z.enum(BILLING_COUNTRIES, { error: "invalidValue" }),
    currency: z.enum(BILLING_CURRENCIES, { error: "invalidValue" }),
    organizationName: required(200),
    directorLastName: required(100),
    directorFirstName: required(100),
    directorMiddleName: text(100),
    directorPosition: required(100),
    vatNumber: required(20),
    kpp: text(20).default(""),
    bankName: required(200),
    iban: required(42),
    bic: required(14),
    correspondentAccount: text(34).default(""),
    legalAddress: required(300),
    phone: zText().superRefine((value, ctx) => {
      if (value === "") ctx.addIssue({ code: "custom", message: "required" });
      else if (!isValidPhone(value)) ctx.addIssue({ code: "custom", message: "invalidPhone" });
    }),
  })
  .superRefine(
    (details, ctx) => {
      for (const [field, refusal] of billingDetailsRefusals(normalizeBillingDetails(details))) ctx.addIssue({ code: "custom", path: [field], message: refusal });
    },
    // the codes are checked even while another field (a name, the phone) is refused, so every refusal shows at once
    { when: ({ value }) => hasCountryDetails(value) },
  )
  .transform(normalizeBillingDetails);
export type BillingInfoInput = z.input<typeof ZBillingInfo>;
export type BillingInfo = z.output<typeof ZBillingInfo>;

/** Adding (queued after the running plan) or activating (now, once paid) a plan for a store. */
export const ZPlanChange = z.object({
  storeId: zId(),
  planKey: z.enum(PLAN_KEYS, { error: "required" }),
  /** how many periods to buy at once */
  periods: z.number().int().min(1).max(12).default(1),
  confirmDowngrade: z.boolean().default(false),
});
export type PlanChangeInput = z.input<typeof ZPlanChange>;
export type PlanChange = z.output<typeof ZPlanChange>;

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** The platform administrator records a bank transfer against an invoice. */
export const ZInvoicePayment = z.object({
  invoiceId: zId(),
  amount: zText().refine((value) => MONEY.test(value), { error: "invalidValue" }),
  paidOn: z.coerce.date({ error: "invalidValue" }),
  reference: required(100),
});
export type InvoicePaymentInput = z.input<typeof ZInvoicePayment>;
export type InvoicePayment = z.output<typeof ZInvoicePayment>;

/** A save of the billing details form: the version it was opened with (null before the first save). */
export const ZSaveBillingInfo = z.object({
  storeId: zId(),
  version: z.number().int().min(1).nullable(),
  info: ZBillingInfo,
});
export type SaveBillingInfoInput = z.input<typeof ZSaveBillingInfo>;

/** The platform administrator sets a plan's price of one period in one currency. */
export const ZPlanPrice = z.object({
  planKey: z.enum(PLAN_KEYS, { error: "required" }),
  currency: z.enum(BILLING_CURRENCIES, { error: "invalidValue" }),
  amount: zText().refine((value) => MONEY.test(value) && Number(value) > 0, { error: "invalidPrice" }),
});
export type PlanPrice = z.infer<typeof ZPlanPrice>;

/** GET /api/invoices/{id}/pdf: the invoice's language; any other value gives the default one. */
/** The language of the invoice; without one (or with an unknown one) it is the downloader's own. */
export const ZInvoicePdfQuery = z.object({ locale: z.enum(UI_LOCALES).optional().catch(undefined) });

/** The owner cancels a plan not yet paid for. */
export const ZSubscriptionCancel = z.object({
  storeId: zId(),
  subscriptionId: zId(),
});
export type SubscriptionCancel = z.output<typeof ZSubscriptionCancel>;
