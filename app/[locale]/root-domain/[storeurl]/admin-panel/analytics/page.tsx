import { getTranslations } from "next-intl/server";
import { AnalyticsDashboard } from "@/components/admin/analytics/analytics-dashboard";
import { PeriodPicker } from "@/components/admin/analytics/period-picker";
import { PlanGateNotice } from "@/components/admin/shell/plan-gate-notice";
import { secondaryButton } from "@/components/ui/buttons";
import { shiftDay } from "@/lib/analytics/analytics-period";
import { zonedDayHour } from "@/lib/analytics/zoned-day-hour";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { ZAnalyticsQuery } from "@/lib/schemas/analytics";
import { getAnalyticsSummary } from "@/lib/server/analytics/get-analytics-summary";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { featureGate } from "@/lib/server/subscriptions/store-may-use-feature";

type Props = {
  params: Promise<{ locale: string; storeurl: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = titleMetadata("analytics");

const DEFAULT_DAYS = 30;

export default async function AnalyticsPage({ params, searchParams }: Props) {
  const { ctx, store, base, locale } = await storePageContext(params);
  const t = await getTranslations("analytics");
  const today = zonedDayHour(ctx.clock.now(), ctx.store.timezone).day;
  const search = await searchParams;
  const asked = search.from !== undefined || search.to !== undefined;
  const parsed = ZAnalyticsQuery.safeParse({ storeId: String(store.id), from: search.from, to: search.to });
  const period = parsed.success ? parsed.data : { storeId: store.id, from: shiftDay(today, 1 - DEFAULT_DAYS), to: today };
  const gate = await featureGate(ctx, store.id, "powerful_admin_panel");
  // dishes are named in the language the page is read in
  const summary = gate.allowed ? await getAnalyticsSummary({ ...ctx, actor: { ...ctx.actor, uiLocale: locale } }, period) : null;
  return (
    <main id="main" className="flex flex-col gap-4 px-4 py-6 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {summary ? (
          <a href={`/api/analytics/export?storeId=${store.id}&from=${period.from}&to=${period.to}`} download className={secondaryButton} data-testid="analytics-csv">
            {t("exportCsv")}
          </a>
        ) : null}
      </div>
      <p className="text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      {!gate.allowed && <PlanGateNotice feature="powerful_admin_panel" unlockWith={gate.unlockWith} base={base} />}
      {asked && !parsed.success ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          {t("period.invalid")}
        </p>
      ) : null}
      <PeriodPicker from={period.from} to={period.to} today={today} />
      {summary ? <AnalyticsDashboard summary={summary} locale={locale} /> : null}
    </main>
  );
}
