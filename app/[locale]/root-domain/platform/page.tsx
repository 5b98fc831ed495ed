import { redirect } from "next/navigation";
import { platformPageContext } from "@/lib/server/platform/platform-context";

type Props = { params: Promise<{ locale: string }> };

/** The console opens on its first section. */
export default async function PlatformHome({ params }: Props) {
  const [{ locale }] = await Promise.all([params, platformPageContext()]);
  redirect(`/${locale}/platform/companies`);
}
