import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ActionListEntry } from "@/lib/server/history/action-entry";
import { EventBadge } from "./event-badge";
import { objectTitle } from "./object-title";

const cell = "px-3 py-2 text-start align-top";

export async function HistoryTable({
  entries,
  base,
  format,
  showStore,
}: {
  entries: ActionListEntry[];
  base: string;
  format: Intl.DateTimeFormat;
  showStore: boolean;
}) {
  const t = await getTranslations("history");
  const title = await objectTitle();
  if (entries.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full min-w-[40rem] text-sm" data-testid="history-table">
        <caption className="sr-only">{t("listLabel")}</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            {(["date", "event", "user", "object", ...(showStore ? (["store"] as const) : [])] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="history-row" className="border-t border-zinc-200 dark:border-zinc-800">
              <td className={`${cell} whitespace-nowrap`}>
                <Link href={`${base}/${entry.id}`} className="underline underline-offset-2" aria-label={t("openEntry", { id: entry.id })}>
                  <time dateTime={entry.createdAt.toISOString()}>{format.format(entry.createdAt)}</time>
                </Link>
              </td>
              <td className={cell}>
                <EventBadge event={entry.event} />
              </td>
              <td className={cell}>{entry.userName ?? (entry.userId ? t("deletedUser", { id: entry.userId }) : "—")}</td>
              <td className={cell}>
                {title(entry)}
                {entry.objectId !== null ? <span className="ms-1 text-zinc-500">#{entry.objectId}</span> : null}
              </td>
              {showStore ? <td className={cell}>{entry.storeName ?? "—"}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
