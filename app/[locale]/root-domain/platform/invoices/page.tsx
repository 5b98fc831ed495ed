import { RevenueChart } from "@/components/platform/invoices/revenue-chart";
import { RevenueTable } from "@/components/platform/invoices/revenue-table";
import { revenueByMonth } from "@/lib/server/platform/revenue-by-month";
import { PlatformInvoicesTable } from "@/components/platform/invoices/platform-invoices-table";
import { InvoiceStateFilter } from "@/components/platform/invoices/invoice-state-filter";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { listPlatformInvoices } from "@/lib/server/billing/list-platform-invoices";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { invoiceState, isInvoiceState } from "@/lib/server/platform/invoice-state";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { markInvoicePaidAction, voidInvoiceAction } from "./actions";

type Props = { searchParams: Promise<{ state?: string }> };

export const generateMetadata = titleMetadata("platform.billing");

/** Every invoice of the platform, filed by state, where bank transfers are recorded. */
export default async function PlatformInvoicesPage({ searchParams }: Props) {
  const [ctx, query] = await Promise.all([platformPageContext(), searchParams]);
  const state = isInvoiceState(query.state) ? query.state : null;
  const now = ctx.clock.now();
  const timeZone = consoleTimeZone(ctx.actor).zone;
  const [listed, revenue] = await Promise.all([listPlatformInvoices(ctx), revenueByMonth(ctx, timeZone)]);
  const invoices = listed.map((invoice) => ({ ...invoice, state: invoiceState(invoice, now) }));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
  return (
    <div className="flex flex-col gap-4">
      <InvoiceStateFilter current={state} />
      <PlatformInvoicesTable invoices={state ? invoices.filter((invoice) => invoice.state === state) : invoices} today={today} markPaid={markInvoicePaidAction} voidInvoice={voidInvoiceAction} />
      <RevenueTable rows={revenue} chart={<RevenueChart rows={revenue} />} />
    </div>
  );
}
