import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CompanyForm } from "@/components/admin/settings/company/company-form";
import { companySettingsContext } from "@/lib/server/companies/company-settings-context";
import { getCompany } from "@/lib/server/companies/get-company";
import { updateCompanyAction } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "staff.company" });
  return { title: t("title") };
}

export default async function CompanyPage({ params }: Props) {
  const { ctx, companyId } = await companySettingsContext(params);
  const company = await getCompany(ctx, { companyId });
  return <CompanyForm company={company} save={updateCompanyAction} />;
}
