import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PlatformInvoicesTable } from "@/components/admin/settings/invoices/platform-invoices-table";
import { listPlatformInvoices } from "@/lib/server/billing/list-platform-invoices";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { markInvoicePaidAction } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "subscriptions.platformInvoices" });
  return { title: t("title") };
}

/** The platform administrator's list of every invoice, where bank transfers are recorded. */
export default async function PlatformInvoicesPage({ params }: Props) {
  const { ctx } = await storePageContext(params);
  if (ctx.actor.role !== "administrator") notFound();
  return <PlatformInvoicesTable invoices={await listPlatformInvoices(ctx)} today={ctx.clock.now().toISOString().slice(0, 10)} markPaid={markInvoicePaidAction} />;
}
