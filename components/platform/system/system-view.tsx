import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import type { SystemOverview } from "@/lib/server/platform/system-overview";
import { RetryJobButton } from "./retry-job-button";

type Failed = SystemOverview["failed"][number];

/** Jobs per state, failed jobs with their last error and "Retry", the build and the applied migrations. */
export async function SystemView({ overview, timeZone, retry }: { overview: SystemOverview; timeZone: string; retry: Parameters<typeof RetryJobButton>[0]["retry"] }) {
  const [t, format] = await Promise.all([getTranslations("platform.system"), getFormatter()]);
  const columns: DataColumn<Failed>[] = [
    { key: "job", header: t("job"), cell: (job) => `#${job.id} · ${job.kind}` },
    { key: "attempts", header: t("attempts"), className: "text-end", cell: (job) => `${job.attempts}/${job.maxAttempts}` },
    { key: "error", header: t("lastError"), cell: (job) => <span className="break-all">{job.lastError ?? "—"}</span> },
    { key: "at", header: t("failedAt"), className: "whitespace-nowrap", cell: (job) => format.dateTime(job.updatedAt, { dateStyle: "medium", timeStyle: "short", timeZone }) },
    { key: "retry", header: t("retry"), hiddenHeader: true, cell: (job) => <RetryJobButton jobId={job.id} retry={retry} /> },
  ];
  return (
    <div className="flex flex-col gap-8">
      <TitledSection id="jobs-title" title={t("jobs")}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="job-counts">
          {(["queued", "running", "done", "failed"] as const).map((status) => (
            <div key={status} className="rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
              <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t(`states.${status}`)}</dt>
              <dd className="text-2xl font-semibold">{overview.jobs[status]}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <TitledSection id="failed-jobs-title" title={t("failedJobs")}>
        <DataTable stackOnPhone rows={overview.failed} columns={columns} rowKey={(job) => job.id} rowTestId={(job) => `failed-job-${job.id}`} label={t("failedJobs")} empty={t("noFailed")} testId="failed-jobs" minWidth="min-w-[44rem]" />
      </TitledSection>
      <TitledSection id="version-title" title={t("version")}>
        <p data-testid="build-id">{t("build", { id: overview.build })}</p>
        <p className="mt-2">{overview.pending > 0 ? t("pendingMigrations", { count: overview.pending }) : t("migrationsCurrent")}</p>
        <ol className="mt-2 list-decimal ps-6 font-mono text-sm" data-testid="migrations">
          {overview.migrations.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ol>
      </TitledSection>
    </div>
  );
}
