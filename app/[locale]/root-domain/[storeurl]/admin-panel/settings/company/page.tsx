import { CompanyForm } from "@/components/admin/settings/company/company-form";
import { companySettingsContext } from "@/lib/server/companies/company-settings-context";
import { getCompany } from "@/lib/server/companies/get-company";
import { updateCompanyAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("staff.company");

export default async function CompanyPage({ params }: Props) {
  const { ctx, companyId } = await companySettingsContext(params);
  const company = await getCompany(ctx, { companyId });
  return <CompanyForm company={company} save={updateCompanyAction} />;
}
