import { getTranslations } from "next-intl/server";
import { inputClass } from "@/components/ui/input-class";
import { secondaryButton, smallButton } from "@/components/ui/buttons";
import { shiftDay } from "@/lib/analytics/analytics-period";

const QUICK_DAYS = [7, 30, 90, 365];

/** The period as a plain GET form (two dates) with links to the last 7, 30, 90 and 365 days; works without script. */
export async function PeriodPicker({ from, to, today }: { from: string; to: string; today: string }) {
  const t = await getTranslations("analytics.period");
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" data-testid="analytics-period">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">{t("legend")}</legend>
        <label className="flex flex-col gap-1 text-sm">
          {t("from")}
          <input type="date" name="from" defaultValue={from} max={today} required className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("to")}
          <input type="date" name="to" defaultValue={to} max={today} required className={inputClass} />
        </label>
        <button type="submit" className={secondaryButton}>
          {t("show")}
        </button>
      </fieldset>
      <ul className="flex flex-wrap gap-2" aria-label={t("legend")}>
        {QUICK_DAYS.map((days) => {
          const start = shiftDay(today, 1 - days);
          const current = start === from && to === today;
          return (
            <li key={days}>
              <a href={`?from=${start}&to=${today}`} aria-current={current ? "true" : undefined} className={`${smallButton} inline-block ${current ? "bg-zinc-100 font-semibold dark:bg-zinc-800" : ""}`}>
                {t("lastDays", { count: days })}
              </a>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
