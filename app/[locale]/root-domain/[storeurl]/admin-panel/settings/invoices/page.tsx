import { notFound } from "next/navigation";
import { PlatformInvoicesTable } from "@/components/admin/settings/invoices/platform-invoices-table";
import { listPlatformInvoices } from "@/lib/server/billing/list-platform-invoices";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { markInvoicePaidAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("subscriptions.platformInvoices");

/** The platform administrator's list of every invoice, where bank transfers are recorded. */
export default async function PlatformInvoicesPage({ params }: Props) {
  const { ctx } = await storePageContext(params);
  if (ctx.actor.role !== "administrator") notFound();
  return <PlatformInvoicesTable invoices={await listPlatformInvoices(ctx)} today={ctx.clock.now().toISOString().slice(0, 10)} markPaid={markInvoicePaidAction} />;
}
