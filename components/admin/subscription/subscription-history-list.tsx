import { useFormatter, useTranslations } from "next-intl";
import type { PlanKey, SubscriptionEvent } from "@/lib/domain/subscriptions/plan-keys";

interface HistoryEntry {
  id: number;
  at: string;
  event: SubscriptionEvent;
  planKey: PlanKey;
  userName: string | null;
}

/** The store's subscription events, newest first: what happened to which plan, when and by whom. */
export function SubscriptionHistoryList({ entries, timeZone }: { entries: HistoryEntry[]; timeZone: string }) {
  const t = useTranslations("subscriptions");
  const format = useFormatter();
  return (
    <section aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title" className="text-xl font-semibold">
        {t("history.title")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">{t("history.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="subscription-history">
            <thead>
              <tr className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                <th className="py-2 pe-3 text-start font-medium">{t("history.date")}</th>
                <th className="py-2 pe-3 text-start font-medium">{t("history.event")}</th>
                <th className="py-2 pe-3 text-start font-medium">{t("history.plan")}</th>
                <th className="py-2 text-start font-medium">{t("history.who")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-zinc-100 dark:border-zinc-900">
                  <td className="py-2 pe-3 whitespace-nowrap">{format.dateTime(new Date(entry.at), { dateStyle: "medium", timeStyle: "short", timeZone })}</td>
                  <td className="py-2 pe-3">{t(`events.${entry.event}`)}</td>
                  <td className="py-2 pe-3">{t(`plans.${entry.planKey}`)}</td>
                  <td className="py-2">{entry.userName ?? t("history.system")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
