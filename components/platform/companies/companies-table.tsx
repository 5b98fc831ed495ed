import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import type { CompanyRow } from "@/lib/server/platform/list-companies";

/** The companies found, each linking to its page in the console. */
export async function CompaniesTable({ companies, locale, timeZone }: { companies: CompanyRow[]; locale: string; timeZone: string }) {
  const [t, subscriptions, format] = await Promise.all([getTranslations("platform.companies"), getTranslations("subscriptions"), getFormatter()]);
  const day = (date: Date | null) => (date ? format.dateTime(date, { dateStyle: "medium", timeZone }) : "—");
  const columns: DataColumn<CompanyRow>[] = [
    {
      key: "name",
      header: t("name"),
      cell: (company) => (
        <Link href={`/${locale}/platform/companies/${company.id}`} className="font-medium underline underline-offset-2">
          {company.name}
        </Link>
      ),
    },
    { key: "owner", header: t("owner"), cell: (company) => <span className="break-all">{company.ownerEmail ?? "—"}</span> },
    { key: "stores", header: t("stores"), className: "text-end", cell: (company) => company.stores },
    { key: "plans", header: t("plans"), cell: (company) => company.plans.map((plan) => subscriptions(`plans.${plan}`)).join(", ") || "—" },
    { key: "unpaid", header: t("unpaidInvoices"), className: "text-end", cell: (company) => company.unpaidInvoices },
    { key: "paidUntil", header: t("paidUntil"), className: "whitespace-nowrap", cell: (company) => day(company.paidUntil) },
    { key: "created", header: t("created"), className: "whitespace-nowrap", cell: (company) => day(company.createdAt) },
  ];
  return <DataTable stackOnPhone rows={companies} columns={columns} rowKey={(company) => company.id} rowTestId={(company) => `company-${company.id}`} label={t("title")} empty={t("empty")} testId="companies" minWidth="min-w-[52rem]" />;
}
