import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { CompanyPayments as Payments } from "@/lib/server/platform/company-payments";

type Recorded = Payments["recorded"][number];
type Checkout = Payments["checkouts"][number];

/** A company's recorded payments and its card checkouts, times in the console's time zone. */
export async function CompanyPayments({ payments, timeZone }: { payments: Payments; timeZone: string }) {
  const [t, values, card, format] = await Promise.all([getTranslations("platform.companies"), getTranslations("history.values"), getTranslations("subscriptions.card"), getFormatter()]);
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone });
  const money = (amount: string, currency: string) => format.number(Number(amount), { style: "currency", currency });
  const provider = (key: string) => (values.has(`provider.${key}`) ? values(`provider.${key}` as "provider.stripe") : key);
  const recordedColumns: DataColumn<Recorded>[] = [
    { key: "date", header: t("paidAt"), className: "whitespace-nowrap", cell: (row) => when(row.paidAt) },
    { key: "invoice", header: t("invoice"), cell: (row) => row.invoiceNumber },
    { key: "provider", header: t("provider"), cell: (row) => provider(row.provider) },
    { key: "amount", header: t("amount"), className: "whitespace-nowrap", cell: (row) => money(row.amount, row.currency) },
    { key: "reference", header: t("reference"), cell: (row) => <span className="break-all">{row.reference}</span> },
  ];
  const checkoutColumns: DataColumn<Checkout>[] = [
    { key: "date", header: t("startedAt"), className: "whitespace-nowrap", cell: (row) => when(row.createdAt) },
    { key: "invoice", header: t("invoice"), cell: (row) => row.invoiceNumber },
    { key: "provider", header: t("provider"), cell: (row) => provider(row.provider) },
    { key: "amount", header: t("amount"), className: "whitespace-nowrap", cell: (row) => money(row.amount, row.currency) },
    {
      key: "status",
      header: t("status"),
      cell: (row) => [card(`statuses.${row.status}`), row.paymentMethod, row.failureReason ? card("reason", { reason: row.failureReason }) : null].filter(Boolean).join(" · "),
    },
  ];
  return (
    <TitledSection id="company-payments-title" title={t("paymentsTitle")}>
      <DataTable stackOnPhone rows={payments.recorded} columns={recordedColumns} rowKey={(row) => row.id} label={t("paymentsTitle")} empty={t("none")} testId="company-payments" />
      <h3 className="mt-4 mb-2 font-semibold">{t("checkoutsTitle")}</h3>
      <DataTable stackOnPhone rows={payments.checkouts} columns={checkoutColumns} rowKey={(row) => row.id} label={t("checkoutsTitle")} empty={t("none")} testId="company-checkouts" />
    </TitledSection>
  );
}
