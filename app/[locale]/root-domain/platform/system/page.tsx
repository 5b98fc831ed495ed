import { SystemView } from "@/components/platform/system/system-view";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { systemOverview } from "@/lib/server/platform/system-overview";
import { retryJobAction } from "./actions";

export const generateMetadata = titleMetadata("platform.system");

/** The background jobs, the build and the database migrations, for the platform administrator. */
export default async function SystemPage() {
  const ctx = await platformPageContext();
  return <SystemView overview={await systemOverview(ctx)} timeZone={consoleTimeZone().zone} retry={retryJobAction} />;
}
