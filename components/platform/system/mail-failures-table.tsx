import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { MailFailure } from "@/lib/server/platform/mail-failures";
import { RetryJobButton } from "./retry-job-button";

/** Mail that did not go out: the job, who it was for (a domain or a company), the error, and "Retry" for those failed for good. */
export async function MailFailuresTable({ failures, timeZone, retry }: { failures: MailFailure[]; timeZone: string; retry: Parameters<typeof RetryJobButton>[0]["retry"] }) {
  const [t, format] = await Promise.all([getTranslations("platform.system"), getFormatter()]);
  const columns: DataColumn<MailFailure>[] = [
    { key: "job", header: t("job"), cell: (row) => `#${row.id} · ${row.kind}` },
    { key: "recipient", header: t("recipient"), cell: (row) => (row.domain ? `@${row.domain}` : row.company ? t("companyManagers", { company: row.company }) : "—") },
    { key: "state", header: t("mailState"), cell: (row) => `${t(row.retrying ? "retrying" : "states.failed")} · ${row.attempts}/${row.maxAttempts}` },
    { key: "error", header: t("lastError"), cell: (row) => <span className="break-all">{row.lastError ?? "—"}</span> },
    { key: "at", header: t("failedAt"), className: "whitespace-nowrap", cell: (row) => format.dateTime(row.updatedAt, { dateStyle: "medium", timeStyle: "short", timeZone }) },
    { key: "retry", header: t("retry"), hiddenHeader: true, cell: (row) => (row.retrying ? null : <RetryJobButton jobId={row.id} retry={retry} />) },
  ];
  return (
    <TitledSection id="mail-failures-title" title={t("mailFailures")}>
      <DataTable stackOnPhone rows={failures} columns={columns} rowKey={(row) => row.id} label={t("mailFailures")} empty={t("noMailFailures")} testId="mail-failures" minWidth="min-w-[44rem]" />
    </TitledSection>
  );
}
