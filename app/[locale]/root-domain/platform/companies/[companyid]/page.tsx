import { notFound } from "next/navigation";
import Link from "next/link";
import { CompanyDetails } from "@/components/platform/companies/company-details";
import { HistoryTable } from "@/components/admin/settings/actions-history/history-table";
import { CompanyPayments } from "@/components/platform/companies/company-payments";
import { TitledSection } from "@/components/ui/titled-section";
import { companyHistory } from "@/lib/server/platform/company-history";
import { companyPayments } from "@/lib/server/platform/company-payments";
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
  const [overview, payments, history] = await Promise.all([companyOverview(ctx, id), companyPayments(ctx, id), companyHistory(ctx, id, locale)]).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const firstStore = overview.stores[0];
  const now = ctx.clock.now();
  const timeZone = consoleTimeZone(ctx.actor).zone;
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
      <CompanyPayments payments={payments} timeZone={timeZone} />
      <TitledSection id="company-history-title" title={t("historyTitle")}>
        {firstStore ? (
          <HistoryTable
            entries={history}
            base={`/${locale}/${firstStore.urlKey}/admin-panel/settings/actions-history`}
            format={new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone })}
            showStore
            stackOnPhone
          />
        ) : (
          <p>{t("none")}</p>
        )}
      </TitledSection>
    </div>
  );
}
