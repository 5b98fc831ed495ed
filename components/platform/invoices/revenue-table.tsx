import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { MonthRevenue } from "@/lib/server/platform/revenue-by-month";

/** Money received per month and currency, with the CSV export of the same figures. */
export async function RevenueTable({ rows, chart }: { rows: MonthRevenue[]; chart?: ReactNode }) {
  const [t, format] = await Promise.all([getTranslations("platform.billing"), getFormatter()]);
  const columns: DataColumn<MonthRevenue>[] = [
    { key: "month", header: t("month"), className: "whitespace-nowrap", cell: (row) => row.month },
    { key: "currency", header: t("currency"), cell: (row) => row.currency },
    { key: "payments", header: t("payments"), className: "text-end", cell: (row) => format.number(row.payments) },
    { key: "amount", header: t("revenue"), className: "text-end whitespace-nowrap", cell: (row) => format.number(Number(row.amount), { style: "currency", currency: row.currency }) },
  ];
  return (
    <TitledSection id="revenue-title" title={t("revenueTitle")}>
      {chart ? <div className="mb-4">{chart}</div> : null}
      <DataTable stackOnPhone rows={rows} columns={columns} rowKey={(row) => `${row.month}-${row.currency}`} label={t("revenueTitle")} empty={t("noRevenue")} testId="revenue" />
      <a href="/api/platform/revenue" download className="mt-3 inline-block rounded-md border border-zinc-300 px-3 py-1.5 text-sm underline-offset-2 hover:underline dark:border-zinc-700">
        {t("exportCsv")}
      </a>
    </TitledSection>
  );
}
