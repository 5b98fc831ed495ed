import { getTranslations } from "next-intl/server";
import { AddStaffButton } from "@/components/admin/settings/users/add-staff-button";
import { StaffTable } from "@/components/admin/settings/users/staff-table";
import { MANAGERS_PER_STORE } from "@/lib/constants";
import { companySettingsContext } from "@/lib/server/companies/company-settings-context";
import { listCompanyStores } from "@/lib/server/stores/list-company-stores";
import { listStaff } from "@/lib/server/users/list-staff";
import { addStaff, updateStaffUserAction, deleteStaffUserAction, resendInvite } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("staff.users");

export default async function UsersPage({ params }: Props) {
  const { ctx, store, companyId } = await companySettingsContext(params);
  const [members, stores] = await Promise.all([listStaff(ctx, { companyId }), listCompanyStores(ctx, { companyId })]);
  const options = stores.map(({ id, name }) => ({ id, name }));
  const t = await getTranslations("staff.users");
  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <AddStaffButton companyId={companyId} stores={options} defaultStoreId={store.id} add={addStaff} />
      </div>
      <p className="text-zinc-600 dark:text-zinc-400">{t("description", { num: MANAGERS_PER_STORE })}</p>
      <StaffTable
        members={members}
        companyId={companyId}
        stores={options}
        currentUserId={ctx.actor.userId}
        actions={{ edit: updateStaffUserAction, remove: deleteStaffUserAction, resend: resendInvite }}
      />
    </section>
  );
}
