import { useFormatter, useTranslations } from "next-intl";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
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
  const columns: DataColumn<HistoryEntry>[] = [
    { key: "date", header: t("history.date"), className: "whitespace-nowrap", cell: (entry) => format.dateTime(new Date(entry.at), { dateStyle: "medium", timeStyle: "short", timeZone }) },
    { key: "event", header: t("history.event"), cell: (entry) => t(`events.${entry.event}`) },
    { key: "plan", header: t("history.plan"), cell: (entry) => t(`plans.${entry.planKey}`) },
    { key: "who", header: t("history.who"), cell: (entry) => entry.userName ?? t("history.system") },
  ];
  return (
    <TitledSection id="subscription-history-title" title={t("history.title")}>
      <DataTable rows={entries} columns={columns} rowKey={(entry) => entry.id} label={t("history.title")} empty={t("history.empty")} testId="subscription-history" stackOnPhone />
    </TitledSection>
  );
}
