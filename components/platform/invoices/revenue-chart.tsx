import { getFormatter, getTranslations } from "next-intl/server";
import { BarChart } from "@/components/charts/bar-chart";
import type { MonthRevenue } from "@/lib/server/platform/revenue-by-month";

/** Money received per month (oldest first), one bar per currency; nothing when nothing was received. */
export async function RevenueChart({ rows }: { rows: MonthRevenue[] }) {
  if (rows.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations("platform.billing"), getFormatter()]);
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const series = currencies.map((currency) => ({
    name: currency,
    values: months.map((month) => Number(rows.find((row) => row.month === month && row.currency === currency)?.amount ?? 0)),
  }));
  return (
    <BarChart
      summary={t("revenueSummary", { months: months.length, currencies: currencies.join(", ") })}
      categories={months}
      series={series}
      categoryHeader={t("month")}
      tableLabel={t("revenueChartTable")}
      formatValue={(value) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
    />
  );
}
