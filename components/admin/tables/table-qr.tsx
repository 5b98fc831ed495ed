"use client";

import { useTranslations } from "next-intl";
import type { TableRow } from "@/lib/server/tables/list-tables";
import { smallButton } from "@/components/ui/buttons";

/** A small preview of a table's code and its downloads. The key in the URL refreshes the picture after a regeneration. */
export function TableQr({ row }: { row: Pick<TableRow, "id" | "name" | "qrKey"> }) {
  const t = useTranslations("tablesAdmin");
  const file = (format: "svg" | "png") => `/api/tables/${row.id}/qr?format=${format}&k=${encodeURIComponent(row.qrKey)}`;
  return (
    <div className="flex flex-col items-center gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG, not an optimisable photo */}
      <img src={file("svg")} alt={t("qrAlt", { name: row.name })} width={96} height={96} className="rounded bg-white" loading="lazy" />
      <div className="flex gap-1">
        <a href={file("svg")} download className={smallButton} aria-label={t("downloadSvgItem", { name: row.name })}>
          SVG
        </a>
        <a href={file("png")} download className={smallButton} aria-label={t("downloadPngItem", { name: row.name })}>
          PNG
        </a>
      </div>
    </div>
  );
}
