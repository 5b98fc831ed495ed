import "server-only";
import { type AbstractIntlMessages, createTranslator } from "use-intl/core";
import { type InvoiceDocument, invoiceHtml } from "../../billing/invoice-html";
import type { UiLocale } from "../../i18n/locales";
import { addDecimals, formatDecimal, parseDecimal } from "../../domain/decimal";
import { amountInWords } from "../../i18n/amount-in-words";
import { formatMoney } from "../../i18n/money";
import { formatPeriod } from "../../i18n/period";
import { rootOrigin } from "../../sites/public-origin";
import { printPdf } from "../export/print-pdf";
import type { StoreContext } from "../context";
import type { DownloadFile } from "../tables/table-qr-file";
import { storeFunction } from "../tenancy/store-function";
import { getInvoice } from "./get-invoice";
import { INVOICE_OF_INPUT } from "./invoice-scope";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The invoice as a PDF in `locale`, for those who manage its store (and the platform administrator). */
export const invoicePdfFile = storeFunction(INVOICE_OF_INPUT, async (ctx: StoreContext, input: { invoiceId: number; locale: UiLocale }): Promise<DownloadFile> => {
  const invoice = await getInvoice.run(ctx, input.invoiceId);
  const messages = (await import(`../../../messages/${input.locale}/subscriptions.json`)).default as AbstractIntlMessages;
  const t = createTranslator({ locale: input.locale, messages, namespace: undefined }) as unknown as Translate;
  const timeZone = ctx.store.timezone;
  const date = (iso: string) => new Intl.DateTimeFormat(input.locale, { dateStyle: "long", timeZone }).format(new Date(iso));
  const money = (amount: string) => formatMoney(amount, invoice.currency, input.locale);
  const period = invoice.periodStart ? formatPeriod(input.locale, timeZone, invoice.periodStart, invoice.periodEnd) : t("payments.fromPayment");
  const rate = new Intl.NumberFormat(input.locale, { maximumFractionDigits: 2 }).format(Number(invoice.vatRate));
  const vat = Number(invoice.vatRate) > 0 ? t("invoice.vatIncluded", { rate, amount: money(invoice.vatAmount) }) : t("invoice.noVat");
  const price = addDecimals(parseDecimal(invoice.total), parseDecimal(invoice.credit));
  const credit = invoice.creditSource;
  const offerUrl = `${rootOrigin()}/${input.locale}/offer`;
  const document: InvoiceDocument = {
    lang: input.locale,
    title: t("invoice.title", { number: invoice.number }),
    issued: t("invoice.issued", { date: date(invoice.issuedAt) }),
    status: t(`invoiceStatuses.${invoice.status}`),
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: [
      {
        description: t("invoice.description", { plan: t(`plans.${invoice.planKey}`) }),
        period,
        quantity: invoice.periods,
        unitPrice: money(invoice.unitPrice),
        total: money(formatDecimal(price)),
      },
      ...(credit
        ? [
            {
              description: t("invoice.creditLine", { unused: credit.unusedDays, days: credit.totalDays, plan: t(`plans.${credit.planKey}`), number: credit.invoiceNumber }),
              period: formatPeriod(input.locale, timeZone, credit.from, credit.to),
              quantity: null,
              unitPrice: "",
              total: money(`-${invoice.credit}`),
            },
          ]
        : []),
    ],
    total: money(invoice.total),
    vatLine: vat,
    notes: [
      t("invoice.inWords", { words: amountInWords(invoice.total, invoice.currency, input.locale) }),
      ...(invoice.dueAt ? [t("invoice.due", { date: date(invoice.dueAt) })] : []),
      t("invoice.purpose", { number: invoice.number }),
      invoice.offerVersion ? t("invoice.offer", { version: invoice.offerVersion, url: offerUrl }) : t("invoice.offerNoVersion", { url: offerUrl }),
    ],
    signatures: [t("invoice.signSeller"), t("invoice.signBuyer")].map((title) => ({ title, signature: t("invoice.signature"), name: t("invoice.nameLine") })),
    labels: {
      seller: t("invoice.seller"),
      buyer: t("invoice.buyer"),
      vatNumber: t("billing.vatNumber"),
      address: t("billing.legalAddress"),
      bank: t("billing.bankName"),
      iban: t("billing.iban"),
      bic: t("billing.bic"),
      inn: t("billing.inn"),
      kpp: t("billing.kpp"),
      account: t("billing.account"),
      bik: t("billing.bik"),
      correspondentAccount: t("billing.correspondentAccount"),
      phone: t("billing.phone"),
      director: t("invoice.director"),
      description: t("invoice.service"),
      period: t("payments.period"),
      quantity: t("invoice.quantity"),
      unitPrice: t("invoice.unitPrice"),
      amount: t("payments.amount"),
      total: t("invoice.total"),
    },
  };
  const body = await printPdf(invoiceHtml(document), { format: "A4", footerHtml: "<span></span>" });
  return { body, contentType: "application/pdf", disposition: `attachment; filename="invoice-${invoice.number}.pdf"` };
});
