import { useFormatter, useLocale, useTranslations } from "next-intl";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import { formatMoney } from "@/lib/i18n/money";

interface CardPaymentRow {
  id: number;
  invoiceNumber: string;
  provider: string;
  amount: string;
  currency: string;
  status: "pending" | "paid" | "failed" | "refunded";
  paymentMethod: string | null;
  receiptUrl: string | null;
  failureReason: string | null;
  createdAt: string;
}

const STATUS_TONE = { paid: "text-green-700 dark:text-green-400", pending: "text-amber-700 dark:text-amber-400", failed: "text-red-700 dark:text-red-400", refunded: "text-zinc-600 dark:text-zinc-400" } as const;

/** Card payments of the store: when and the outcome first (what a narrow screen shows without scrolling), then which invoice, how much, how, and the receipt. */
export function CardPaymentList({ payments, timeZone }: { payments: CardPaymentRow[]; timeZone: string }) {
  const t = useTranslations("subscriptions");
  const format = useFormatter();
  const locale = useLocale();
  const columns: DataColumn<CardPaymentRow>[] = [
    { key: "date", header: t("card.list.date"), className: "whitespace-nowrap", cell: (row) => format.dateTime(new Date(row.createdAt), { dateStyle: "medium", timeStyle: "short", timeZone }) },
    {
      key: "status",
      header: t("payments.status"),
      cell: (row) => (
        <>
          <span className={STATUS_TONE[row.status]}>{t(`card.statuses.${row.status}`)}</span>
          {row.status === "failed" && row.failureReason && <span className="block text-sm text-zinc-600 dark:text-zinc-400">{row.failureReason}</span>}
        </>
      ),
    },
    { key: "invoice", header: t("payments.number"), className: "whitespace-nowrap", cell: (row) => row.invoiceNumber },
    { key: "amount", header: t("payments.amount"), className: "text-end whitespace-nowrap", cell: (row) => formatMoney(row.amount, row.currency, locale) },
    { key: "method", header: t("card.list.method"), cell: (row) => row.paymentMethod ?? t(`card.providers.${row.provider as "bepaid" | "stripe"}`) },
    {
      key: "receipt",
      header: t("card.list.receipt"),
      hiddenHeader: true,
      cell: (row) =>
        row.receiptUrl ? (
          <a href={row.receiptUrl} className="text-brand-700 underline dark:text-brand-400" target="_blank" rel="noopener noreferrer">
            {t("card.list.receipt")}
          </a>
        ) : null,
    },
  ];
  return (
    <div className="mt-8">
      <TitledSection id="card-payments-title" title={t("card.list.title")}>
        <DataTable rows={payments} columns={columns} rowKey={(row) => row.id} rowTestId={(row) => `card-payment-${row.id}`} label={t("card.list.title")} empty={t("card.list.empty")} testId="card-payment-list" stackOnPhone />
      </TitledSection>
    </div>
  );
}
