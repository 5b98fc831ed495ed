import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DataTable } from "@/components/ui/data-table";
import type { TranslatableType } from "@/lib/domain/translations/entity-status";
import type { StateCounts } from "@/lib/domain/translations/language-state";

type Row = { type: TranslatableType; counts: StateCounts };

/** One language's counts per content type: translated (by the engine or by hand), outdated, missing, queued, in progress and failed, the states the rows show. */
export async function CoverageCounts({ locale, language, counts, children }: { locale: string; language: string; counts: Record<TranslatableType, StateCounts>; children?: ReactNode }) {
  const t = await getTranslations("translationsAdmin.coverage");
  const rows: Row[] = (["Product", "Category", "Promotion"] as const).map((type) => ({ type, counts: counts[type] }));
  const number = "text-end tabular-nums";
  return (
    <section aria-labelledby={`coverage-${locale}`} className="mb-6" data-testid={`coverage-${locale}`}>
      <h3 id={`coverage-${locale}`} className="mb-2 font-semibold first-letter:uppercase">
        {language}
      </h3>
      <DataTable
        rows={rows}
        rowKey={(row) => row.type}
        rowTestId={(row) => `coverage-${locale}-${row.type}`}
        label={t("countsLabel", { language })}
        empty={t("empty")}
        minWidth="min-w-[40rem]"
        columns={[
          { key: "type", header: t("type"), cell: (row) => t(`types.${row.type}`) },
          { key: "translated", header: t("translated"), className: number, cell: (row) => row.counts.machine + row.counts.hand },
          { key: "machine", header: t("machine"), className: number, cell: (row) => row.counts.machine },
          { key: "hand", header: t("hand"), className: number, cell: (row) => row.counts.hand },
          { key: "outdated", header: t("outdated"), className: number, cell: (row) => row.counts.outdated },
          { key: "missing", header: t("missing"), className: number, cell: (row) => row.counts.missing },
          { key: "queued", header: t("queued"), className: number, cell: (row) => row.counts.queued },
          { key: "in_progress", header: t("inProgress"), className: number, cell: (row) => row.counts.in_progress },
          { key: "error", header: t("error"), className: number, cell: (row) => row.counts.error },
        ]}
      />
      {children}
    </section>
  );
}
