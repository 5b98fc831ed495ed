"use client";

import { useTranslations } from "next-intl";
import { useRowDialog } from "@/components/admin/shell/use-row-dialog";
import { toast } from "sonner";
import type { StaffForm as Values, StaffTarget, UpdateStaff } from "@/lib/schemas/staff";
import type { ActionResult } from "@/lib/server/auth/action";
import type { StaffMember } from "@/lib/server/users/list-staff";
import { smallButton } from "@/components/ui/buttons";
import { ModalDialog } from "@/components/ui/modal-dialog";
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
  const { dialog, setDialog, close, done } = useRowDialog<"edit" | "delete">();
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
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallButton} aria-label={t("editUser", { name })} onClick={() => setDialog("edit")}>
        {t("edit")}
      </button>
      {!member.confirmed ? (
        <button type="button" className={smallButton} aria-label={t("resendUser", { name })} onClick={() => void resend()}>
          {t("resend")}
        </button>
      ) : null}
      {!isSelf ? (
        <button type="button" className={smallButton} aria-label={t("deleteUser", { name })} onClick={() => setDialog("delete")}>
          {t("delete")}
        </button>
      ) : null}
      <ModalDialog open={dialog === "edit"} onClose={close} title={t("editTitle")}>
        <StaffForm
          mode="edit"
          initial={initial}
          stores={stores}
          lockRole={isSelf}
          submit={({ firstName, lastName, role, storeId }) => actions.edit({ ...target, firstName, lastName, role, storeId })}
          onDone={() => done(t("saved"))}
          onCancel={close}
        />
      </ModalDialog>
      <ModalDialog open={dialog === "delete"} onClose={close} title={t("deleteTitle")} testId="delete-staff-dialog">
        <DeleteStaffForm
          name={name}
          email={member.email}
          remove={() => actions.remove(target)}
          onDone={() => done(t("deleted"))}
          onCancel={close}
        />
      </ModalDialog>
    </div>
  );
}
