"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/browser/toast";
import type { UiLocale } from "@/lib/i18n/locales";
import type { CreateStaff, StaffForm as Values } from "@/lib/schemas/staff";
import type { ActionResult } from "@/lib/server/auth/action";
import { AddInDialog } from "@/components/admin/shell/add-in-dialog";
import { StaffForm, type StaffStoreOption } from "./staff-form";

const EMPTY: Values = { firstName: "", lastName: "", email: "", role: "store_manager", storeId: null };

export function AddStaffButton({
  companyId,
  stores,
  defaultStoreId,
  add,
}: {
  companyId: number;
  stores: StaffStoreOption[];
  defaultStoreId: number | null;
  add: (input: CreateStaff) => Promise<ActionResult<{ invited: boolean }>>;
}) {
  const t = useTranslations("staff.users");
  const locale = useLocale() as UiLocale;
  const submit = async (values: Values) => {
    const result = await add({ ...values, companyId, locale });
    if (result.ok) {
      if (result.data.invited) toast.success(t("added", { email: values.email }));
      else toast.warning(t("addedNoMail"));
    }
    return result;
  };
  return (
    <AddInDialog
      label={t("add")}
      title={t("addTitle")}
      testId="add-staff-dialog"
      form={(handlers) => (
        <StaffForm mode="add" initial={{ ...EMPTY, storeId: defaultStoreId }} stores={stores} submit={submit} {...handlers} />
      )}
    />
  );
}
