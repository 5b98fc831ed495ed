import { MailFailuresTable } from "@/components/platform/system/mail-failures-table";
import { SystemView } from "@/components/platform/system/system-view";
import { UsageTables } from "@/components/platform/system/usage-tables";
import { mailFailures } from "@/lib/server/platform/mail-failures";
import { storageByCompany } from "@/lib/server/platform/storage-by-company";
import { translationUsageByProvider } from "@/lib/server/platform/translation-usage-by-provider";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { systemOverview } from "@/lib/server/platform/system-overview";
import { retryJobAction } from "./actions";

export const generateMetadata = titleMetadata("platform.system");

/** The background jobs, the build and the database migrations, for the platform administrator. */
export default async function SystemPage({ params }: { params: Promise<{ locale: string }> }) {
  const [ctx, { locale }] = await Promise.all([platformPageContext(), params]);
  const [overview, failures, usage, storage] = await Promise.all([systemOverview(ctx), mailFailures(ctx), translationUsageByProvider(ctx), storageByCompany(ctx)]);
  const timeZone = consoleTimeZone(ctx.actor).zone;
  return (
    <div className="flex flex-col gap-8">
      <SystemView overview={overview} timeZone={timeZone} retry={retryJobAction} />
      <MailFailuresTable failures={failures} timeZone={timeZone} retry={retryJobAction} />
      <UsageTables usage={usage} storage={storage} locale={locale} />
    </div>
  );
}
