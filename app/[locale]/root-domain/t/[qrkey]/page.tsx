import { notFound, redirect } from "next/navigation";
import { db } from "@/lib/db/runtime";
import { env, menuDomain } from "@/lib/env";
import { requestUrl } from "@/lib/server/request-url";
import { findTableByQrKey } from "@/lib/server/tables/find-table-by-qr-key";
import { tableMenuUrl } from "@/lib/sites/table-menu-url";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ qrkey: string }> };

/** SPEC §2 scan link: a known key redirects to its venue's menu with the table's position; anything else is not found. */
export default async function ScanLinkPage({ params }: Props) {
  const { qrkey } = await params;
  const target = await findTableByQrKey(await db(), qrkey);
  if (!target) notFound();
  const { origin } = await requestUrl();
  redirect(tableMenuUrl(target, menuDomain(env()), origin));
}
