"use client";

import { useTranslations } from "next-intl";
import { DataTable } from "@/components/ui/data-table";
import type { MenuImportAnswer } from "@/lib/schemas/menu-import";
import { IMPORT_OWN_REASONS } from "@/lib/schemas/menu-import";

const COUNTS = ["created", "updated", "unchanged"] as const;

/** What an import does: items created, updated and unchanged, each refused row with its reason, the items the file lacks. */
export function ImportPreview({ answer }: { answer: MenuImportAnswer }) {
  const t = useTranslations("menuAdmin.import");
  const errors = useTranslations("menuAdmin.errors");
  const reason = (row: MenuImportAnswer["refused"][number]) =>
    (IMPORT_OWN_REASONS as readonly string[]).includes(row.reason)
      ? t(`reasons.${row.reason as (typeof IMPORT_OWN_REASONS)[number]}`)
      : errors(row.reason as Exclude<typeof row.reason, (typeof IMPORT_OWN_REASONS)[number]>, { num: row.num ?? 0 });
  return (
    <div className="flex flex-col gap-4" data-testid="import-preview">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {[...COUNTS.map((key) => [key, answer[key]] as const), ["refused", answer.refused.length] as const, ["missing", answer.missing.length] as const].map(([key, count]) => (
          <div key={key} className="rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800" data-testid={`import-count-${key}`}>
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t(`counts.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
      {answer.refused.length > 0 && (
        <section className="flex flex-col gap-2">
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t("refusedHint")}
          </p>
          <DataTable
            rows={answer.refused}
            rowKey={(row) => `${row.sheet}:${row.row}:${row.column}:${row.reason}`}
            label={t("counts.refused")}
            empty=""
            testId="import-refused"
            minWidth="min-w-full"
            columns={[
              { key: "sheet", header: t("columns.sheet"), cell: (row) => row.sheet },
              { key: "row", header: t("columns.row"), cell: (row) => row.row, className: "tabular-nums" },
              { key: "column", header: t("columns.column"), cell: (row) => row.column ?? "" },
              { key: "reason", header: t("columns.reason"), cell: reason },
            ]}
          />
        </section>
      )}
      {answer.missing.length > 0 && (
        <section className="flex flex-col gap-2">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("missingHint")}</p>
          <ul className="list-inside list-disc text-sm" data-testid="import-missing">
            {answer.missing.map((entry) => (
              <li key={`${entry.itemId}:${entry.portionId}`}>{entry.title}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
