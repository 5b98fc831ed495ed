import { notFound } from "next/navigation";
import Link from "next/link";
import { CompanyDetails } from "@/components/platform/companies/company-details";
import { SupportViewStart } from "@/components/platform/companies/support-view-start";
import { PlatformInvoicesTable } from "@/components/platform/invoices/platform-invoices-table";
import { NotFoundError } from "@/lib/server/context";
import { companyOverview } from "@/lib/server/platform/company-overview";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { invoiceState } from "@/lib/server/platform/invoice-state";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { getTranslations } from "next-intl/server";
import { markInvoicePaidAction, voidInvoiceAction } from "../../invoices/actions";

type Props = { params: Promise<{ locale: string; companyid: string }> };

/** One company in the console: its stores, users, subscriptions and invoices (marked paid or voided here too). */
export default async function CompanyPage({ params }: Props) {
  const [ctx, { locale, companyid }, t] = await Promise.all([platformPageContext(), params, getTranslations("platform.companies")]);
  const id = /^\d{1,9}$/.test(companyid) ? Number(companyid) : null;
  if (id === null) notFound();
  const overview = await companyOverview(ctx, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const now = ctx.clock.now();
  const timeZone = consoleTimeZone().zone;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link href={`/${locale}/platform/companies`} className="text-sm underline underline-offset-2">
          {t("backToList")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{overview.company.name}</h1>
      </div>
      <SupportViewStart companyId={overview.company.id} locale={locale} hasStores={overview.stores.length > 0} />
      <CompanyDetails overview={overview} locale={locale} timeZone={timeZone} />
      <PlatformInvoicesTable
        invoices={overview.invoices.map((invoice) => ({ ...invoice, state: invoiceState(invoice, now) }))}
        today={new Intl.DateTimeFormat("en-CA", { timeZone }).format(now)}
        markPaid={markInvoicePaidAction}
        voidInvoice={voidInvoiceAction}
      />
    </div>
  );
}
