import { useFormatter, useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/i18n/money";
import { formatPeriod } from "@/lib/i18n/period";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { PlanKey } from "@/lib/domain/subscriptions/plan-keys";
import { PayByCard, type PayByCardAction } from "./pay-by-card";

interface InvoiceRow {
  id: number;
  number: string;
  planKey: PlanKey;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string;
  total: string;
  status: "paid" | "unpaid" | "cancelled";
  issuedAt: string;
  creditedOn: { number: string; amount: string } | null;
}

/** The store's invoices with their status, amount, period and a link to the PDF; `pay` offers the card on unpaid ones. */
export function InvoiceList({ invoices, timeZone, pay }: { invoices: InvoiceRow[]; timeZone: string; pay?: PayByCardAction }) {
  const t = useTranslations("subscriptions");
  const format = useFormatter();
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeZone }) : "—");
  const columns: DataColumn<InvoiceRow>[] = [
    {
      key: "number",
      header: t("payments.number"),
      cell: (invoice) => (
        <>
          {invoice.number} <span className="text-zinc-500">· {date(invoice.issuedAt)}</span>
        </>
      ),
    },
    { key: "plan", header: t("payments.plan"), cell: (invoice) => t(`plans.${invoice.planKey}`) },
    {
      key: "period",
      header: t("payments.period"),
      className: "whitespace-nowrap",
      cell: (invoice) => (
        <>
          {invoice.periodStart ? formatPeriod(locale, timeZone, invoice.periodStart, invoice.periodEnd) : t("payments.fromPayment")}
          {invoice.creditedOn && (
            <span className="block text-sm whitespace-normal text-zinc-600 dark:text-zinc-400">
              {t("payments.creditedOn", { amount: formatMoney(invoice.creditedOn.amount, invoice.currency, locale), number: invoice.creditedOn.number })}
            </span>
          )}
        </>
      ),
    },
    {
      key: "amount",
      header: t("payments.amount"),
      className: "text-end whitespace-nowrap",
      cell: (invoice) => formatMoney(invoice.total, invoice.currency, locale),
    },
    {
      key: "status",
      header: t("payments.status"),
      cell: (invoice) => (
        <span className={invoice.status === "paid" ? "text-green-700 dark:text-green-400" : "text-amber-700 dark:text-amber-400"}>{t(`invoiceStatuses.${invoice.status}`)}</span>
      ),
    },
    {
      key: "download",
      header: t("payments.download"),
      hiddenHeader: true,
      cell: (invoice) => (
        <a href={`/api/invoices/${invoice.id}/pdf?locale=${locale}`} className="text-brand-700 underline dark:text-brand-400" download>
          {t("payments.download")}
        </a>
      ),
    },
  ];
  if (pay) {
    columns.push({
      key: "pay",
      header: t("card.pay"),
      hiddenHeader: true,
      cell: (invoice) => (invoice.status === "unpaid" ? <PayByCard invoiceId={invoice.id} pay={pay} /> : null),
    });
  }
  return (
    <TitledSection id="payments-title" title={t("payments.title")}>
      <DataTable
        rows={invoices}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        rowTestId={(invoice) => `invoice-${invoice.number}`}
        label={t("payments.title")}
        empty={t("payments.empty")}
        testId="invoice-list"
        stackOnPhone
      />
    </TitledSection>
  );
}
