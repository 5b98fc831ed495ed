import { getTranslations } from "next-intl/server";
import { HeatMap } from "@/components/charts/heat-map";
import { LineChart } from "@/components/charts/line-chart";
import { DataTable } from "@/components/ui/data-table";
import type { AnalyticsSummary, KeyCount } from "@/lib/schemas/analytics";
import { AnalyticsCard } from "./analytics-card";
import { KeyCountChart } from "./key-count-chart";

/** 1 January 2024 was a Monday: the weekday names in the owner's language, Monday first. */
const MONDAY = Date.UTC(2024, 0, 1);

/** The owner's dashboard of one period: opens against the previous period, when, from which table, in which language, what was opened and missed. */
export async function AnalyticsDashboard({ summary, locale }: { summary: AnalyticsSummary; locale: string }) {
  const t = await getTranslations("analytics");
  const number = new Intl.NumberFormat(locale);
  const formatValue = (value: number) => number.format(value);
  const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const showDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
  const weekdays = Array.from({ length: 7 }, (_, index) => new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(MONDAY + index * 86_400_000));
  const languages = new Intl.DisplayNames([locale], { type: "language" });
  const listOf = (entries: readonly KeyCount[]) =>
    new Intl.ListFormat(locale, { style: "narrow" }).format(entries.slice(0, 5).map((entry) => `${entry.label} ${formatValue(entry.count)}`)) || t("empty");
  const relabel = (entries: readonly KeyCount[], label: (key: string) => string) => entries.map((entry) => ({ ...entry, label: label(entry.key) }));

  const busiest = summary.weekHours.flatMap((hours, day) => hours.map((count, hour) => ({ day, hour, count }))).sort((a, b) => b.count - a.count)[0];
  const change = summary.previousOpens > 0 ? (summary.opens - summary.previousOpens) / summary.previousOpens : null;
  const locales = relabel(summary.locales, (key) => languages.of(key) ?? key);
  const devices = relabel(summary.devices, (key) => (key === "phone" || key === "desktop" ? t(`devices.${key}`) : key));
  const actions = [
    { key: "cart", label: t("actions.cart"), count: summary.actions.cart },
    { key: "review", label: t("actions.review"), count: summary.actions.review },
    { key: "wifi", label: t("actions.wifi"), count: summary.actions.wifi },
    { key: "filters", label: t("actions.filters"), count: summary.filters.reduce((sum, entry) => sum + entry.count, 0) },
    { key: "promotions", label: t("actions.promotions"), count: summary.promotions.reduce((sum, entry) => sum + entry.count, 0) },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AnalyticsCard id="analytics-opens" title={t("perDay.title")} wide>
        <p className="mb-3 flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span className="text-3xl font-bold tabular-nums" data-testid="analytics-opens-total">
            {formatValue(summary.opens)}
          </span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("opens.label")}</span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            {t("opens.previous", { from: showDay(summary.previousFrom), to: showDay(summary.previousTo), count: formatValue(summary.previousOpens) })}
          </span>
          <span className="text-sm font-medium">{change === null ? t("opens.noChange") : t("opens.change", { change })}</span>
        </p>
        <LineChart
          summary={t("perDay.summary", { count: formatValue(summary.opens), from: showDay(summary.from), to: showDay(summary.to), previous: formatValue(summary.previousOpens) })}
          categories={summary.days.map((day) => dayLabel.format(new Date(`${day.day}T00:00:00Z`)))}
          series={[
            { name: t("perDay.current"), values: summary.days.map((day) => day.opens) },
            { name: t("perDay.previous"), values: summary.days.map((day) => day.previous) },
          ]}
          categoryHeader={t("perDay.day")}
          tableLabel={t("perDay.table")}
          formatValue={formatValue}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-hours" title={t("weekHours.title")} wide>
        <HeatMap
          summary={busiest && busiest.count > 0 ? t("weekHours.summary", { day: weekdays[busiest.day] ?? "", hour: busiest.hour }) : t("weekHours.summaryEmpty")}
          rows={weekdays}
          columns={Array.from({ length: 24 }, (_, hour) => String(hour))}
          values={summary.weekHours}
          columnHeader={t("weekHours.hour")}
          tableLabel={t("weekHours.table")}
          formatValue={formatValue}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-searches" title={t("searches.title")} description={t("searches.description")}>
        <DataTable
          rows={summary.searches}
          rowKey={(entry) => entry.key}
          label={t("searches.title")}
          empty={t("searches.empty")}
          testId="analytics-searches-table"
          minWidth="min-w-0"
          columns={[
            { key: "query", header: t("searches.header"), cell: (entry) => <bdi>{entry.label}</bdi> },
            { key: "count", header: t("count"), cell: (entry) => formatValue(entry.count), className: "text-end tabular-nums" },
          ]}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-products" title={t("products.title")}>
        <KeyCountChart
          entries={summary.products}
          summary={t("products.summary", { list: listOf(summary.products) })}
          header={t("products.header")}
          tableLabel={t("products.table")}
          seriesName={t("count")}
          empty={t("products.empty")}
          formatValue={formatValue}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-tables" title={t("tables.title")}>
        <KeyCountChart
          entries={summary.tables}
          summary={t("tables.summary", { list: listOf(summary.tables) })}
          header={t("tables.header")}
          tableLabel={t("tables.table")}
          seriesName={t("count")}
          empty={t("tables.empty")}
          formatValue={formatValue}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-locales" title={t("locales.title")}>
        <KeyCountChart
          entries={locales}
          summary={t("locales.summary", { list: listOf(locales) })}
          header={t("locales.header")}
          tableLabel={t("locales.table")}
          seriesName={t("count")}
          empty={t("noData")}
          formatValue={formatValue}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-devices" title={t("devices.title")}>
        <KeyCountChart
          entries={devices}
          summary={t("devices.summary", { list: listOf(devices) })}
          header={t("devices.header")}
          tableLabel={t("devices.table")}
          seriesName={t("count")}
          empty={t("noData")}
          formatValue={formatValue}
        />
      </AnalyticsCard>

      <AnalyticsCard id="analytics-actions" title={t("actions.title")}>
        <DataTable
          rows={actions}
          rowKey={(entry) => entry.key}
          label={t("actions.title")}
          empty={t("empty")}
          minWidth="min-w-0"
          columns={[
            { key: "action", header: t("actions.header"), cell: (entry) => entry.label },
            { key: "count", header: t("count"), cell: (entry) => formatValue(entry.count), className: "text-end tabular-nums" },
          ]}
        />
      </AnalyticsCard>
    </div>
  );
}
