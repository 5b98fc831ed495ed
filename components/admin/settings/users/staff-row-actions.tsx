"use client";

import { useTranslations } from "next-intl";
import { type RowDialog, RowDialogs } from "@/components/admin/shell/row-dialogs";
import { toast } from "@/lib/browser/toast";
import type { StaffForm as Values, StaffTarget, UpdateStaff } from "@/lib/schemas/staff";
import type { ActionResult } from "@/lib/server/auth/action";
import type { StaffMember } from "@/lib/server/users/list-staff";
import { smallButton } from "@/components/ui/buttons";
import { useErrorText } from "@/components/forms/use-error-text";
import { DeleteStaffForm } from "./delete-staff-form";
import { StaffForm, type StaffStoreOption } from "./staff-form";

export interface StaffActions {
  edit: (input: UpdateStaff) => Promise<ActionResult<unknown>>;
  remove: (input: StaffTarget) => Promise<ActionResult<unknown>>;
  resend: (input: StaffTarget) => Promise<ActionResult<{ invited: boolean }>>;
}

export function StaffRowActions({
  member,
  companyId,
  stores,
  isSelf,
  actions,
}: {
  member: StaffMember;
  companyId: number;
  stores: StaffStoreOption[];
  isSelf: boolean;
  actions: StaffActions;
}) {
  const t = useTranslations("staff.users");
  const errorText = useErrorText("staff");
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
  const target = { companyId, userId: member.id };
  const resend = async () => {
    const result = await actions.resend(target);
    if (!result.ok) toast.error(errorText(result.error));
    else if (result.data.invited) toast.success(t("resent", { email: member.email }));
    else toast.error(errorText("deliveryFailed"));
  };
  const initial: Values = {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    role: member.role === "store_manager" ? "store_manager" : "company_manager",
    storeId: member.storeId,
  };
  const dialogs: RowDialog[] = [
    {
      key: "edit",
      label: t("edit"),
      ariaLabel: t("editUser", { name }),
      title: t("editTitle"),
      content: ({ close, done }) => (
        <StaffForm
          mode="edit"
          initial={initial}
          stores={stores}
          lockRole={isSelf}
          submit={({ firstName, lastName, role, storeId }) => actions.edit({ ...target, firstName, lastName, role, storeId })}
          onDone={() => done(t("saved"))}
          onCancel={close}
        />
      ),
    },
  ];
  if (!isSelf) {
    dialogs.push({
      key: "delete",
      label: t("delete"),
      ariaLabel: t("deleteUser", { name }),
      title: t("deleteTitle"),
      testId: "delete-staff-dialog",
      content: ({ close, done }) => (
        <DeleteStaffForm name={name} email={member.email} remove={() => actions.remove(target)} onDone={() => done(t("deleted"))} onCancel={close} />
      ),
    });
  }
  return (
    <RowDialogs
      dialogs={dialogs}
      extra={() =>
        member.confirmed ? null : (
          <button type="button" className={smallButton} aria-label={t("resendUser", { name })} onClick={() => void resend()}>
            {t("resend")}
          </button>
        )
      }
    />
  );
}
