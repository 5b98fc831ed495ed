import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ActionListEntry } from "@/lib/server/history/action-entry";
import { EventBadge } from "./event-badge";
import { objectTitle } from "./object-title";
import { phoneStacked, phoneStackedCell } from "@/components/ui/phone-stacked-table";

const cell = "px-3 py-2 text-start align-top";

export async function HistoryTable({
  entries,
  base,
  format,
  showStore,
  stackOnPhone = false,
}: {
  entries: ActionListEntry[];
  base: string;
  format: Intl.DateTimeFormat;
  showStore: boolean;
  /** On a phone each entry becomes a card of labelled lines instead of a table scrolled sideways. */
  stackOnPhone?: boolean;
}) {
  const t = await getTranslations("history");
  const title = await objectTitle();
  const stack = (key: keyof typeof phoneStacked) => (stackOnPhone ? phoneStacked[key] : "");
  const columns = (["date", "event", "user", "object", ...(showStore ? (["store"] as const) : [])] as const).map((column) => ({ column, label: t(`columns.${column}`) }));
  const labelled = (index: number, extra = "") =>
    stackOnPhone ? { "data-label": columns[index]!.label, className: `${cell} ${extra} ${phoneStackedCell(columns[index]!.label)}` } : { className: `${cell} ${extra}` };
  if (entries.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>;
  return (
    <div className={`overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800 ${stack("wrapper")}`}>
      <table className={`w-full min-w-[40rem] text-sm ${stack("table")}`} data-testid="history-table">
        <caption className="sr-only">{t("listLabel")}</caption>
        <thead className={`bg-zinc-50 dark:bg-zinc-900 ${stack("head")}`}>
          <tr>
            {columns.map(({ column, label }) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stack("body")}>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="history-row" className={`border-t border-zinc-200 dark:border-zinc-800 ${stack("row")}`}>
              <td {...labelled(0, "whitespace-nowrap")}>
                <Link href={`${base}/${entry.id}`} className="underline underline-offset-2" aria-label={t("openEntry", { id: entry.id })}>
                  <time dateTime={entry.createdAt.toISOString()}>{format.format(entry.createdAt)}</time>
                </Link>
              </td>
              <td {...labelled(1)}>
                <EventBadge event={entry.event} />
              </td>
              <td {...labelled(2)}>{entry.userName ?? (entry.userId ? t("deletedUser", { id: entry.userId }) : "—")}</td>
              <td {...labelled(3)}>
                <div>
                  {title(entry)}
                  {entry.objectId !== null ? <span className="ms-1 text-zinc-500">#{entry.objectId}</span> : null}
                </div>
              </td>
              {showStore ? <td {...labelled(4)}>{entry.storeName ?? "—"}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
