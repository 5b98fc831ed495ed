import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { TitledSection } from "@/components/ui/titled-section";
import { formatMoney } from "@/lib/i18n/money";
import type { PlanPriceChange } from "@/lib/server/platform/list-plan-price-changes";

/** The price changes made in the console, newest first: when, who, which plan and currency, from what to what. */
export async function PlanPriceHistory({ changes, timeZone }: { changes: PlanPriceChange[]; timeZone: string }) {
  const [t, subscriptions, format, locale] = await Promise.all([getTranslations("platform.plans"), getTranslations("subscriptions"), getFormatter(), getLocale()]);
  return (
    <TitledSection id="plan-price-history-title" title={t("history")}>
      {changes.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t("noChanges")}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="plan-price-history">
          {changes.map((change) => (
            <li key={change.id} className="rounded-xl border border-zinc-200 px-4 py-2 dark:border-zinc-800">
              {t("change", {
                date: format.dateTime(change.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone }),
                author: change.author ?? "—",
                plan: subscriptions(`plans.${change.planKey}`),
                before: change.before === null ? t("noPrice") : formatMoney(change.before, change.currency, locale),
                after: formatMoney(change.after, change.currency, locale),
              })}
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
