import { getTranslations } from "next-intl/server";
import type { DiffRow } from "@/lib/domain/history-diff";
import { fieldLabel } from "./field-label";
import { formatValue } from "./format-value";
import { valueLabel } from "./value-label";

const cell = "px-3 py-2 text-start align-top";
const TONES = {
  added: "bg-green-50 dark:bg-green-950/40",
  removed: "bg-red-50 dark:bg-red-950/40",
  changed: "bg-amber-50 dark:bg-amber-950/40",
  unchanged: "",
} as const;

async function Value({ value, present, moment }: { value: unknown; present: boolean; moment?: (at: Date) => string }) {
  const t = await getTranslations("history.diff");
  if (!present) return <span className="text-zinc-500">—</span>;
  const formatted = formatValue(value, moment);
  if (formatted.kind !== "text") return <span className="italic text-zinc-500">{t(formatted.kind === "none" ? "noValue" : "emptyText")}</span>;
  return <span className="whitespace-pre-wrap break-words">{formatted.text}</span>;
}

/** Field-by-field difference: one row per dotted path, the kind of change in words, then before and after; named by the heading `labelledBy`. */
export async function DiffTable({ rows, labelledBy, moment }: { rows: DiffRow[]; labelledBy: string; moment?: (at: Date) => string }) {
  const t = await getTranslations("history.diff");
  const label = await fieldLabel();
  const words = await valueLabel();
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full min-w-[36rem] table-fixed text-sm" data-testid="diff-table" aria-labelledby={labelledBy}>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            <th scope="col" className={`${cell} w-1/4 font-semibold`}>{t("field")}</th>
            <th scope="col" className={`${cell} w-36 font-semibold`}>{t("change")}</th>
            <th scope="col" className={`${cell} font-semibold`}>{t("before")}</th>
            <th scope="col" className={`${cell} font-semibold`}>{t("after")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} data-testid="diff-row" data-kind={row.kind} className={`border-t border-zinc-200 dark:border-zinc-800 ${TONES[row.kind]}`}>
              <th scope="row" className={`${cell} break-words font-normal`} data-path={row.path}>
                {row.path ? label(row.path) : t("wholeValue")}
              </th>
              <td className={cell}>{t(`kinds.${row.kind}`)}</td>
              <td className={cell}>
                <Value value={words(row.path, row.before)} present={row.kind !== "added"} moment={moment} />
              </td>
              <td className={cell}>
                <Value value={words(row.path, row.after)} present={row.kind !== "removed"} moment={moment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
