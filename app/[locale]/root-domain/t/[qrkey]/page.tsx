import { notFound, redirect } from "next/navigation";
import { db } from "@/lib/db/runtime";
import { findTableByQrKey } from "@/lib/server/tables/find-table-by-qr-key";
import { tableMenuUrl } from "@/lib/sites/table-menu-url";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ qrkey: string }> };

/** SPEC §2 scan link: a known key redirects to its venue's menu with the table's position; anything else is not found. */
export default async function ScanLinkPage({ params }: Props) {
  const { qrkey } = await params;
  const target = await findTableByQrKey(await db(), qrkey);
  if (!target) notFound();
  redirect(tableMenuUrl(target));
}
